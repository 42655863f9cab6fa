import { hasErrorCode, isRefusal, shopperMessage } from '@shop/shared/api-client';
import { TOO_SOON_CODES } from '../../app/reset-messages';

/** The texts of the sign-in page. */
export const SIGN_IN_MESSAGES = {
  loginFailed: 'Login failed, try again!',
  invalidCredentials: 'Invalid email or password',
  somethingWrong: 'Something went wrong. Please try again.',
  verifyFirst: 'Please verify your email first. We have sent you a new code.',
} as const;

/** What a failed sign-in leads to. */
export type SignInFailure =
  /** The account exists but its e-mail was never verified: a fresh code is on its way. */
  | { kind: 'unverified'; message: string }
  /** The server refused the sign-in: a toast, and both fields marked unless it only asked to wait. */
  | { kind: 'refused'; toast: string; fieldError?: string }
  /** No answer, or a server fault. */
  | { kind: 'error'; toast: string };

/** Sorts a failed login into what the page shows. */
export function signInFailure(error: unknown): SignInFailure {
  if (hasErrorCode(error, 'ACCOUNT_NOT_VERIFIED'))
    return { kind: 'unverified', message: shopperMessage(error, SIGN_IN_MESSAGES.verifyFirst) };
  if (isRefusal(error)) {
    const toast = shopperMessage(error, SIGN_IN_MESSAGES.loginFailed);
    return hasErrorCode(error, ...TOO_SOON_CODES)
      ? { kind: 'refused', toast }
      : { kind: 'refused', toast, fieldError: SIGN_IN_MESSAGES.invalidCredentials };
  }
  return { kind: 'error', toast: SIGN_IN_MESSAGES.somethingWrong };
}

/** The greeting shown once signed in. */
export function welcomeMessage(first: string): string {
  return first ? `Welcome back, ${first}!` : 'Welcome back!';
}

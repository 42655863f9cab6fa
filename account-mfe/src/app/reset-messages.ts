import { hasErrorCode, isRefusal, shopperMessage } from '@shop/shared/api-client';

/** The API's answers that ask the shopper to wait (too many tries, or a code asked for too soon). */
export const TOO_SOON_CODES = ['RATE_LIMITED', 'OTP_TOO_SOON'] as const;

/** The texts of the password-reset pages. */
export const RESET_MESSAGES = {
  sendFailed: 'Failed to send OTP, try again!',
  accountNotFound: 'Invalid email or account not found',
  serverError: 'Server error.',
  invalidOtpToast: 'Invalid OTP, try again!',
  invalidOtp: 'Invalid OTP',
  verifyFailed: 'Something went wrong, try again.',
  verified: 'OTP verified!',
  resent: 'Resent OTP to your email',
  noEmail: "We Can't Find Your Email, Please Go Back",
  invalidFormat: 'Invalid password format.',
  tokenFailed: 'Error calculating security token. Please retry.',
  changeFailed: 'Failed to change password!',
  changeServerError: 'Server error. Please try again later.',
  changed: 'Password changed successfully!',
} as const;

/** What the page shows after a failure: a toast, and for some failures a message at the field. */
export interface FailureNotice {
  toast: string;
  inline?: string;
}

/** Sending a code failed. A wait-a-minute answer is no sign of a wrong address, so it gets no field message. */
export function sendCodeFailure(error: unknown): FailureNotice {
  if (!isRefusal(error)) return { toast: RESET_MESSAGES.serverError };
  const toast = shopperMessage(error, RESET_MESSAGES.sendFailed);
  return hasErrorCode(error, ...TOO_SOON_CODES) ? { toast } : { toast, inline: RESET_MESSAGES.accountNotFound };
}

/** Checking a code failed. */
export function verifyCodeFailure(error: unknown): FailureNotice {
  if (!isRefusal(error)) return { toast: RESET_MESSAGES.verifyFailed };
  const toast = shopperMessage(error, RESET_MESSAGES.invalidOtpToast);
  return hasErrorCode(error, ...TOO_SOON_CODES) ? { toast } : { toast, inline: RESET_MESSAGES.invalidOtp };
}

/** Changing the password failed. */
export function changePasswordFailure(error: unknown): string {
  return isRefusal(error) ? shopperMessage(error, RESET_MESSAGES.changeFailed) : RESET_MESSAGES.changeServerError;
}

import { ApiError } from './api-error';

/**
 * Whether the API refused the call with one of these error codes. The code decides, never the
 * message text: messages are for shoppers and may be reworded.
 */
export function hasErrorCode(error: unknown, ...codes: readonly string[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.errorCode);
}

/** Whether the API answered and refused the call with its own error code (a 4xx written for the shopper). */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.errorCode !== `HTTP_${error.status}` &&
    error.message.trim() !== ''
  );
}

/**
 * The text to show a shopper for a failed call: the API's own message when it refused the call
 * with an error code, else `fallback` (an outage, a proxy's page or a bug says nothing useful).
 */
export function shopperMessage(error: unknown, fallback: string): string {
  return isRefusal(error) ? error.message : fallback;
}

/** What a call that needs a session says when the session has ended (cart and wish list). */
export const SIGN_IN_PROMPT = 'Please Log In';

/** `shopperMessage` for a shopper's own cart or wish list: a call refused as signed out asks them to log in. */
export function sessionCallMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return SIGN_IN_PROMPT;
  return shopperMessage(error, fallback);
}

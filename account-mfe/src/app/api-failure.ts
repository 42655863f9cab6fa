import { ApiError } from '@shop/shared/api-client';

/**
 * Whether the server answered and refused the request (a 4xx with its errorCode). Its message is
 * written for the shopper; anything else (5xx, no network) is an outage.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Whether the server asked the shopper to wait (too many tries, or a code asked for too soon). */
export function isTooSoon(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** The server's message when it refused the request, else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return isRefusal(error) && error.message.trim() !== '' && error.errorCode !== `HTTP_${error.status}` ? error.message : fallback;
}

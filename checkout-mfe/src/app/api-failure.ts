import { ApiError, errorMessage } from '@shop/shared/api-client';

/** Whether the server answered and refused the request (a 4xx); its message is written for the shopper. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's message when it refused the request, else `fallback` (an outage says nothing useful). */
export function refusalMessage(error: unknown, fallback: string): string {
  return isRefusal(error) ? errorMessage(error, fallback) : fallback;
}

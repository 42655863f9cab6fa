import { ApiError } from '@shop/shared/api-client';

/** The server answered and said no, or it could not be reached at all. */
export const OFFERS_FAILED = 'Failed to fetch offers';
export const OFFERS_UNREACHABLE = 'Error connecting to the server';

/** The message for a failed offers read. */
export function offersError(error: unknown): string {
  return error instanceof ApiError && error.status > 0 ? OFFERS_FAILED : OFFERS_UNREACHABLE;
}

import { ApiError, errorMessage } from '@shop/shared/api-client';

/** What the address list and form say; the load failure is SPEC §8's, spelling as given. */
export const ADDRESS_MESSAGES = {
  loadFailed: 'Sometinhg Went Wrong',
  empty: 'No address saved yet',
  saved: 'Address saved',
  saveFailed: 'Could not save the address. Please try again.',
  deleted: 'Address deleted',
  deleteFailed: 'Could not delete the address. Please try again.',
} as const;

/** A refused form (4xx) is explained in the server's words; other failures get a general message. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return errorMessage(error, ADDRESS_MESSAGES.saveFailed);
  return ADDRESS_MESSAGES.saveFailed;
}

import { request } from '@shop/shared/api-client';
import type { DeleteAccountValues } from '@shop/shared/validation';

/** Asks for the account to be deleted (`POST auth/delete-account`), proved by its password. */
export async function requestAccountDeletion(values: DeleteAccountValues): Promise<string | undefined> {
  const reply = await request('POST', 'auth/delete-account', values);
  return reply.message;
}

import { request } from '@shop/shared/api-client';

/** Deletes one of the shopper's addresses. */
export async function deleteAddress(id: string): Promise<void> {
  await request('DELETE', `profile/address/${encodeURIComponent(id)}`);
}

import { request } from '@shop/shared/api-client';
import type { Address, NewAddress } from '@shop/shared/contracts';

/** Saves a new address and resolves with it as stored. */
export async function addAddress(address: NewAddress): Promise<Address> {
  const reply = await request('POST', 'profile/address', address);
  return reply.data;
}

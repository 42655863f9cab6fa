import { request } from '@shop/shared/api-client';
import type { Address } from '@shop/shared/contracts';

/** The shopper's saved delivery addresses. */
export async function fetchAddresses(): Promise<Address[]> {
  const reply = await request('GET', 'profile/address');
  return Array.isArray(reply.data) ? reply.data : [];
}

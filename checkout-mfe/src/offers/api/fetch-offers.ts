import { request } from '@shop/shared/api-client';
import type { Offer } from '@shop/shared/contracts';

/** `GET coupon/active/all`: the active, unexpired offers. */
export async function fetchOffers(): Promise<Offer[]> {
  const reply = await request('GET', 'coupon/active/all');
  return Array.isArray(reply.data) ? reply.data : [];
}

import { request } from '@shop/shared/api-client';
import type { ShippingQuote } from '@shop/shared/contracts';

export type { ShippingQuote };

/** The delivery charge and platform fee for one saved address and the shopper's cart (decisions 008 and 015). */
export async function fetchShipping(addressId: string): Promise<ShippingQuote> {
  const reply = await request('POST', `shipping/distance/${encodeURIComponent(addressId)}`);
  // A reply without a quote must not pass for free delivery.
  if (!reply.data) throw new Error('The delivery quote reply held no quote');
  return reply.data;
}

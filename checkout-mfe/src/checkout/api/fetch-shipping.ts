import { request } from '@shop/shared/api-client';

export interface ShippingQuote {
  distance: number;
  perKmPrice: number;
  finalPrice: number;
  platformFees: number;
}

/** The delivery charge and platform fee for one saved address (decision 008). */
export async function fetchShipping(addressId: string): Promise<ShippingQuote> {
  const reply = await request<ShippingQuote>('POST', `shipping/distance/${encodeURIComponent(addressId)}`);
  return reply.data ?? { distance: 0, perKmPrice: 0, finalPrice: 0, platformFees: 0 };
}

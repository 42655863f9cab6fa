import { request } from '@shop/shared/api-client';
import type { RateProductBody, RateProductReply } from '@shop/shared/contracts';

/** Rates a product of one of the shopper's delivered orders; answers the rating and the product's new average and count. */
export async function rateProduct(productId: string, body: RateProductBody): Promise<RateProductReply> {
  const reply = await request('POST', `product/${encodeURIComponent(productId)}/ratings`, body);
  return reply.data;
}

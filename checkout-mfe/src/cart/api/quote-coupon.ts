import { request } from '@shop/shared/api-client';
import type { CartLine, CouponResult } from '@shop/shared/contracts';
import { cartLinesFromReply } from '@shop/shared/stores';

/** A coupon's quote with its free products as cart lines the client holds. */
export type CouponQuote = Omit<CouponResult, 'newFreeProductsAdded'> & { newFreeProductsAdded: CartLine[] };

/** `GET coupon/:code`: the coupon's quote on the current cart; the server stores nothing. */
export async function quoteCoupon(code: string): Promise<CouponQuote> {
  const reply = await request('GET', `coupon/${encodeURIComponent(code)}`);
  const data = reply.data ?? {};
  return {
    totalCartValue: Number(data.totalCartValue ?? 0),
    updatedProductsPrice: data.updatedProductsPrice ?? {},
    newFreeProductsAdded: cartLinesFromReply(data.newFreeProductsAdded),
  };
}

import { request } from '@shop/shared/api-client';
import { cartLinesFromReply } from '@shop/shared/stores';
import type { CouponQuote } from '../../app/coupon-state';

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

import { request } from '@shop/shared/api-client';
import type { CouponResult } from '@shop/shared/contracts';

/** `GET coupon/:code`: the coupon's quote on the current cart; the server stores nothing. */
export async function quoteCoupon(code: string): Promise<CouponResult> {
  const reply = await request<Partial<CouponResult>>('GET', `coupon/${encodeURIComponent(code)}`);
  const data = reply.data ?? {};
  return {
    totalCartValue: Number(data.totalCartValue ?? 0),
    updatedProductsPrice: data.updatedProductsPrice ?? {},
    newFreeProductsAdded: Array.isArray(data.newFreeProductsAdded) ? data.newFreeProductsAdded : [],
  };
}

import type { CartLine } from '@shop/shared/contracts';
import { type CartTotals, cartTotals } from '@shop/shared/pricing';
import type { AppliedCoupon } from './coupon-state';

/**
 * The Order Summary's figures in paise. Subtotal, GST and other charges are those of the cart at its
 * own prices; with a coupon the total is the coupon's quote and the discount is what separates them.
 * Free lines cost nothing, so they are not passed here.
 */
export function orderSummary(lines: readonly CartLine[], coupon: AppliedCoupon | null): CartTotals {
  return cartTotals(lines, coupon ? { couponTotal: coupon.totalCartValue } : {});
}

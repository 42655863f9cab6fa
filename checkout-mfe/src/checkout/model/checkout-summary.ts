import type { CartLine } from '@shop/shared/contracts';
import { checkoutTotal, toPaise } from '@shop/shared/pricing';
import type { AppliedCoupon } from '../../cart/model/coupon-state';
import { orderSummary } from '../../cart/model/order-summary';

/** The checkout's order summary, every figure in paise. */
export interface CheckoutSummary {
  subtotal: number;
  gst: number;
  otherCharges: number;
  shipping: number;
  platformFee: number;
  discount: number;
  total: number;
}

/** The cart's figures (with its coupon) plus the quoted delivery charge and platform fee, in rupees. */
export function checkoutSummary(
  lines: readonly CartLine[],
  coupon: AppliedCoupon | null,
  shipping: { finalPrice: number; platformFees: number } | null,
): CheckoutSummary {
  const cart = orderSummary(lines, coupon);
  const shippingPaise = shipping ? toPaise(shipping.finalPrice) : 0;
  const platformFee = shipping ? toPaise(shipping.platformFees) : 0;
  return {
    subtotal: cart.subtotal,
    gst: cart.gst,
    otherCharges: cart.otherCharges,
    shipping: shippingPaise,
    platformFee,
    discount: cart.couponDiscount,
    total: checkoutTotal(cart.total, shippingPaise, platformFee),
  };
}

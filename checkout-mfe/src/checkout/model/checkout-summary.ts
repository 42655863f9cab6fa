import type { CartLine } from '@shop/shared/contracts';
import { checkoutTotal, toPaise } from '@shop/shared/pricing';
import type { AppliedCoupon } from '../../app/coupon-state';
import { orderSummary } from '../../app/order-summary';

/** The checkout's order summary, every figure in paise; shipping, platform fee and total are null until the quote is in. */
export interface CheckoutSummary {
  subtotal: number;
  gst: number;
  otherCharges: number;
  shipping: number | null;
  platformFee: number | null;
  discount: number;
  total: number | null;
}

/** The cart's figures (with its coupon) plus the quoted delivery charge and platform fee, in rupees. */
export function checkoutSummary(
  lines: readonly CartLine[],
  coupon: AppliedCoupon | null,
  shipping: { finalPrice: number; platformFees: number } | null,
): CheckoutSummary {
  const cart = orderSummary(lines, coupon);
  const figures = { subtotal: cart.subtotal, gst: cart.gst, otherCharges: cart.otherCharges, discount: cart.couponDiscount };
  // Counting a missing quote as ₹0 showed a total that jumped when the quote arrived.
  if (!shipping) return { ...figures, shipping: null, platformFee: null, total: null };
  const shippingPaise = toPaise(shipping.finalPrice);
  const platformFee = toPaise(shipping.platformFees);
  return { ...figures, shipping: shippingPaise, platformFee, total: checkoutTotal(cart.total, shippingPaise, platformFee) };
}

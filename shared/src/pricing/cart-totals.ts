import type { CartLine } from '../contracts';
import type { Rupees } from './decimal';
import { toPaise } from './decimal';
import { gstForUnitPrice, otherChargesForUnitPrice, type PricedProduct, unitPrice } from './line-pricing';

/** The cart's order summary, every figure in paise. */
export interface CartTotals {
  subtotal: number;
  gst: number;
  otherCharges: number;
  total: number;
  couponDiscount: number;
}

/** Options of cartTotals: the applied coupon's figures, in rupees as the coupon reply gives them. */
export interface CartTotalsOptions {
  /** The coupon's totalCartValue; when set it is the total. */
  couponTotal?: Rupees | null;
  /** The coupon's updatedProductsPrice: product id to the unit price that applies. */
  priceOverrides?: Record<string, Rupees> | null;
}

type LineProduct = PricedProduct & { _id?: string; isActive?: boolean };

function productOf(line: CartLine): LineProduct | undefined {
  return line.product.price !== undefined ? line.product : undefined;
}

/**
 * Subtotal, GST, other charges, total and coupon discount of the cart lines, in paise.
 * Inactive products are not listed in the cart, so they are not charged either.
 */
export function cartTotals(lines: readonly CartLine[], options: CartTotalsOptions = {}): CartTotals {
  let subtotal = 0;
  let gst = 0;
  let otherCharges = 0;
  // What the cart costs before any coupon; the coupon discount is measured from it.
  let fullPrice = 0;
  for (const line of lines) {
    const product = productOf(line);
    if (!product || product.isActive === false) continue;
    const listed = unitPrice(product);
    const override = product._id ? options.priceOverrides?.[product._id] : undefined;
    const unit = override === undefined ? listed : toPaise(override);
    const units = Math.max(0, Math.trunc(line.quantity));
    subtotal += unit * units;
    gst += gstForUnitPrice(product, unit, line.quantity);
    otherCharges += otherChargesForUnitPrice(product, unit, line.quantity);
    fullPrice +=
      listed * units + gstForUnitPrice(product, listed, line.quantity) + otherChargesForUnitPrice(product, listed, line.quantity);
  }
  const { couponTotal } = options;
  if (couponTotal === null || couponTotal === undefined || couponTotal === '') {
    return { subtotal, gst, otherCharges, total: subtotal + gst + otherCharges, couponDiscount: 0 };
  }
  const total = toPaise(couponTotal);
  // Decision 007: subtotal + GST + other charges − totalCartValue. Leaving other charges out
  // (as the pricing rule is often written) would understate the discount whenever a product carries them.
  return { subtotal, gst, otherCharges, total, couponDiscount: fullPrice - total };
}

/** What the shopper pays at checkout, in paise: cart total + shipping + platform fee (all in paise). */
export function checkoutTotal(cartTotal: number, shipping: number, platformFee: number): number {
  return cartTotal + shipping + platformFee;
}

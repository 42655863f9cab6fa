import { divideRounded, type Rupees, scaleDecimal, toPaise } from './decimal';
import { gstForUnitPrice, otherChargesForUnitPrice, type PricedProduct, unitPrice } from './line-pricing';

export type CouponKind = 'percent' | 'flat' | 'free-product';

/** The money terms of a coupon, in rupees and percent as stored. */
export interface CouponTerms {
  kind: CouponKind;
  percentOff?: Rupees | null;
  /** The most a percentage coupon takes off; null or absent means no cap. */
  maxDiscount?: Rupees | null;
  flatAmount?: Rupees | null;
}

/** A cart line as a quote reads it. */
export interface QuoteLine {
  productId: string;
  product: PricedProduct;
  quantity: number;
}

/** A coupon's effect on a cart, every amount in paise. */
export interface CouponQuote {
  /** The cart's subtotal before the coupon. */
  subtotal: number;
  /** What the coupon takes off the subtotal: the sum of the unit price cuts times quantities. */
  discount: number;
  /** Product id to its unit price while the coupon applies. */
  unitPrices: Record<string, number>;
  /** Σ (coupon unit price × quantity) + GST and other charges at those prices. */
  totalCartValue: number;
}

const PERCENT_PLACES = 4;
const PERCENT_DENOMINATOR = 100n * 10n ** BigInt(PERCENT_PLACES);

const given = (value: Rupees | null | undefined): value is Rupees => value !== null && value !== undefined && value !== '';
const units = (quantity: number) => Math.max(0, Math.trunc(quantity));

/** The cart subtotal in paise: Σ unit price × quantity. */
export function quoteSubtotal(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + unitPrice(line.product) * units(line.quantity), 0);
}

/**
 * What a coupon takes off a subtotal, in paise: a percentage (rounded half up, then capped),
 * a flat amount, or nothing for a free-product coupon. Never more than the subtotal.
 */
export function couponDiscount(subtotal: number, terms: CouponTerms): number {
  let discount = 0;
  if (terms.kind === 'percent' && given(terms.percentOff)) {
    discount = Number(divideRounded(BigInt(subtotal) * scaleDecimal(terms.percentOff, PERCENT_PLACES), PERCENT_DENOMINATOR));
    if (given(terms.maxDiscount)) discount = Math.min(discount, toPaise(terms.maxDiscount));
  } else if (terms.kind === 'flat' && given(terms.flatAmount)) {
    discount = toPaise(terms.flatAmount);
  }
  return Math.max(0, Math.min(discount, subtotal));
}

/**
 * Spreads a discount over the lines in proportion to their value, as a cut in each unit price.
 * Each cut is rounded down to the paisa, and the paise left over go to the dearest lines first,
 * whole units at a time. So the cuts never add up to more than the discount; they fall short
 * only when no line's quantity divides what is left (less than the smallest quantity, in paise).
 */
export function spreadDiscount(lines: readonly QuoteLine[], discount: number): Record<string, number> {
  const subtotal = quoteSubtotal(lines);
  const priced = lines.map((line) => {
    const unit = unitPrice(line.product);
    const cut = subtotal > 0 ? Number((BigInt(discount) * BigInt(unit)) / BigInt(subtotal)) : 0;
    return { productId: line.productId, unit, quantity: units(line.quantity), cut };
  });
  let left = discount - priced.reduce((sum, line) => sum + line.cut * line.quantity, 0);
  const dearestFirst = [...priced].sort((a, b) => b.unit - a.unit);
  for (const line of dearestFirst) {
    if (left <= 0) break;
    if (line.quantity === 0) continue;
    const extra = Math.min(Math.floor(left / line.quantity), line.unit - line.cut);
    line.cut += extra;
    left -= extra * line.quantity;
  }
  return Object.fromEntries(priced.map((line) => [line.productId, line.unit - line.cut]));
}

/** The coupon's unit prices and the cart total they give, GST and other charges at those prices. */
export function quoteCoupon(lines: readonly QuoteLine[], terms: CouponTerms): CouponQuote {
  const subtotal = quoteSubtotal(lines);
  const unitPrices = spreadDiscount(lines, couponDiscount(subtotal, terms));
  let discounted = 0;
  let totalCartValue = 0;
  for (const line of lines) {
    const unit = unitPrices[line.productId] ?? unitPrice(line.product);
    discounted += unit * units(line.quantity);
    totalCartValue +=
      unit * units(line.quantity) +
      gstForUnitPrice(line.product, unit, line.quantity) +
      otherChargesForUnitPrice(line.product, unit, line.quantity);
  }
  return { subtotal, discount: subtotal - discounted, unitPrices, totalCartValue };
}

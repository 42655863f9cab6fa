import type { CartLine } from '@shop/shared/contracts';
import { type CouponTerms, cartTotals, fromPaise, quoteCoupon, quoteSubtotal, unitPrice } from '@shop/shared/pricing';
import type { LineToBuy } from './reserve-stock';

/** What an order costs, in paise. */
export interface OrderPrice {
  /** Before the coupon. */
  subtotal: number;
  discount: number;
  gst: number;
  otherCharges: number;
  shipping: number;
  platformFee: number;
  total: number;
  /** Each line with the unit price it is bought at, after the coupon. */
  lines: (LineToBuy & { unitPaise: number })[];
}

export interface Charges {
  /** Shipping for a subtotal (free delivery depends on it). */
  shippingPaise: (subtotalPaise: number) => number;
  platformFeePaise: number;
}

/**
 * Prices the lines with the server's own products and the shared money rules: the coupon spread
 * over the unit prices, then the cart arithmetic the browser showed, then shipping and the fee.
 */
export function priceCart(lines: readonly LineToBuy[], coupon: CouponTerms | undefined, charges: Charges): OrderPrice {
  const subtotal = quoteSubtotal(lines);
  const quote = quoteCoupon(lines, coupon ?? { kind: 'free-product' });
  const priced = lines.map((line) => ({ ...line, unitPaise: quote.unitPrices[line.productId] ?? unitPrice(line.product) }));
  const totals = cartTotals(
    lines.map((line) => ({
      quantity: line.quantity,
      product: { ...line.product, _id: line.productId } as unknown as CartLine['product'],
    })),
    { priceOverrides: Object.fromEntries(priced.map((line) => [line.productId, fromPaise(line.unitPaise)])) },
  );
  const shipping = charges.shippingPaise(subtotal);
  return {
    subtotal,
    discount: subtotal - totals.subtotal,
    gst: totals.gst,
    otherCharges: totals.otherCharges,
    shipping,
    platformFee: charges.platformFeePaise,
    total: totals.total + shipping + charges.platformFeePaise,
    lines: priced,
  };
}

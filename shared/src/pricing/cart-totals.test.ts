import { describe, expect, it } from 'vitest';
import type { CartLine } from '../contracts';
import { makeProduct } from '../test-fixtures';
import { cartTotals, checkoutTotal } from './cart-totals';
import { cutPriceWithHandling, powder } from './pricing-fixtures';

// Liquid: ₹349 cut to ₹299 at 12% IGST, ₹10 handling per unit.
const liquid = cutPriceWithHandling('liquid');

const lines: CartLine[] = [
  { id: 'c1', product: powder, quantity: 3 },
  { id: 'c2', product: liquid, quantity: 2 },
];

describe('cartTotals', () => {
  it('adds subtotal, GST and other charges', () => {
    // subtotal 199×3 + 299×2 = 597 + 598 = 1195
    // GST 597×18% + 598×12% = 107.46 + 71.76 = 179.22
    // other charges 10×2 = 20; total 1195 + 179.22 + 20 = 1394.22
    expect(cartTotals(lines)).toEqual({
      subtotal: 119500,
      gst: 17922,
      otherCharges: 2000,
      total: 139422,
      couponDiscount: 0,
    });
  });

  it('takes the coupon total and derives the discount from subtotal + GST + other charges', () => {
    // discount = 1195 + 179.22 + 20 − 1200 = 194.22 (the liquid's ₹10 × 2 handling counts)
    const totals = cartTotals(lines, { couponTotal: 1200 });
    expect(totals.total).toBe(120000);
    expect(totals.couponDiscount).toBe(19422);
  });

  it('gives the same discount as subtotal + GST − total when no product has other charges', () => {
    // powder × 3: 597 + 107.46 = 704.46; a coupon total of ₹650 takes off 54.46
    const totals = cartTotals([{ product: powder, quantity: 3 }], { couponTotal: 650 });
    expect(totals.couponDiscount).toBe(5446);
    expect(totals.couponDiscount).toBe(totals.subtotal + totals.gst - totals.total);
  });

  it('measures the discount from the full prices even when the coupon prices are passed too', () => {
    // powder at ₹150 × 3: 450 + 81 = 531; full price 704.46; discount 173.46
    const totals = cartTotals([{ product: powder, quantity: 3 }], { couponTotal: 531, priceOverrides: { powder: 150 } });
    expect(totals.couponDiscount).toBe(17346);
  });

  it('reads a coupon total sent as a decimal string', () => {
    expect(cartTotals(lines, { couponTotal: '1000.50' }).total).toBe(100050);
  });

  it('prices a product at the coupon override', () => {
    // powder at ₹150: subtotal 450 + 598 = 1048; GST 81 + 71.76 = 152.76
    const totals = cartTotals(lines, { priceOverrides: { powder: 150 } });
    expect(totals.subtotal).toBe(104800);
    expect(totals.gst).toBe(15276);
  });

  it('leaves inactive products out', () => {
    const totals = cartTotals([
      { product: makeProduct({ _id: 'gone', price: 500, isActive: false }), quantity: 1 },
      { product: powder, quantity: 1 },
    ]);
    expect(totals.subtotal).toBe(19900);
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, gst: 0, otherCharges: 0, total: 0, couponDiscount: 0 });
  });
});

describe('checkoutTotal', () => {
  it('adds shipping and the platform fee: ₹1,394.22 + ₹85.50 + ₹10 = ₹1,489.72', () => {
    expect(checkoutTotal(139422, 8550, 1000)).toBe(148972);
  });
});

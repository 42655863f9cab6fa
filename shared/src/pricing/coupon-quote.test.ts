import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test-fixtures';
import { cartTotals } from './cart-totals';
import { couponDiscount, type QuoteLine, quoteCoupon, spreadDiscount } from './coupon-quote';
import { cutPriceWithHandling, powder } from './pricing-fixtures';

// A ₹250 liquid at 18% GST.
const liquid = makeProduct({ _id: 'liquid', price: 250, cgst: 9, sgst: 9, otherCharges: 0 });
// Bar: ₹349 cut to ₹299 at 12% IGST with ₹10 handling per unit.
const bar = cutPriceWithHandling('bar');

const line = (product: typeof liquid, quantity: number): QuoteLine => ({ productId: product._id, product, quantity });

describe('couponDiscount', () => {
  it('takes a percentage, rounded half up to the paisa', () => {
    // 12.5% of ₹199.99 = 24.99875 → ₹25.00
    expect(couponDiscount(19999, { kind: 'percent', percentOff: 12.5 })).toBe(2500);
  });

  it('caps a percentage at the maximum discount', () => {
    expect(couponDiscount(50000, { kind: 'percent', percentOff: 10, maxDiscount: 40 })).toBe(4000);
    expect(couponDiscount(30000, { kind: 'percent', percentOff: 10, maxDiscount: '40.00' })).toBe(3000);
  });

  it('takes a flat amount, never more than the subtotal', () => {
    expect(couponDiscount(50000, { kind: 'flat', flatAmount: 100 })).toBe(10000);
    expect(couponDiscount(5000, { kind: 'flat', flatAmount: 100 })).toBe(5000);
  });

  it('takes nothing for a free-product coupon', () => {
    expect(couponDiscount(50000, { kind: 'free-product' })).toBe(0);
  });
});

describe('quoteCoupon', () => {
  it('prices ₹250 × 2 at 18% GST with 10% off capped at ₹40', () => {
    // subtotal 500; 10% is 50, capped at 40 → ₹20 off each unit: 230 × 2 = 460
    // GST 18% of 460 = 82.80; total 542.80 (against 590 without the coupon)
    const quote = quoteCoupon([line(liquid, 2)], { kind: 'percent', percentOff: 10, maxDiscount: 40 });
    expect(quote).toEqual({ subtotal: 50000, discount: 4000, unitPrices: { liquid: 23000 }, totalCartValue: 54280 });
  });

  it('matches the order summary, whose discount includes the GST saved', () => {
    const quote = quoteCoupon([line(liquid, 2)], { kind: 'percent', percentOff: 10, maxDiscount: 40 });
    const summary = cartTotals([{ product: liquid, quantity: 2 }], { couponTotal: quote.totalCartValue / 100 });
    // 590 − 542.80 = 47.20: the ₹40 off plus the ₹7.20 of GST on it
    expect(summary.couponDiscount).toBe(4720);
  });

  it('spreads a flat ₹100 over two lines by value, GST and handling at the new prices', () => {
    // subtotal 199 × 3 + 299 × 2 = 1195; cuts 100 × 199/1195 = 16.65 (down) and 100 × 299/1195 = 25.02
    // cuts add to 16.65 × 3 + 25.02 × 2 = 99.99; the paisa left fits no quantity (3 or 2)
    const quote = quoteCoupon([line(powder, 3), line(bar, 2)], { kind: 'flat', flatAmount: 100 });
    expect(quote.unitPrices).toEqual({ powder: 18235, bar: 27398 });
    expect(quote.discount).toBe(9999);
    // 182.35 × 3 = 547.05 + 18% = 98.469 → 98.47; 273.98 × 2 = 547.96 + 12% = 65.7552 → 65.76; handling 20
    expect(quote.totalCartValue).toBe(54705 + 9847 + 54796 + 6576 + 2000);
  });

  it('leaves a free-product coupon at the full prices', () => {
    const quote = quoteCoupon([line(liquid, 1)], { kind: 'free-product' });
    expect(quote).toEqual({ subtotal: 25000, discount: 0, unitPrices: { liquid: 25000 }, totalCartValue: 29500 });
  });
});

describe('spreadDiscount', () => {
  it('puts the paise left over on the dearest line', () => {
    // 100 paise over 1 × ₹3 and 1 × ₹6: 33.33… and 66.66… → 33 and 66, the paisa left goes to the ₹6 line
    const cheap = makeProduct({ _id: 'cheap', price: 3 });
    const dear = makeProduct({ _id: 'dear', price: 6 });
    const prices = spreadDiscount([line(cheap, 1), line(dear, 1)], 100);
    expect(prices).toEqual({ cheap: 300 - 33, dear: 600 - 67 });
  });

  it('takes a line to zero at most', () => {
    const prices = spreadDiscount([line(liquid, 2)], 50000);
    expect(prices).toEqual({ liquid: 0 });
  });
});

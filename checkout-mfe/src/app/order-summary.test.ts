import { describe, expect, it } from 'vitest';
import { applyCoupon } from './coupon-state';
import { orderSummary } from './order-summary';
import { testLine, testProduct } from './test-product';

// powder: 2 × ₹200 at 18% GST; soap: 1 × ₹45 (discounted from ₹50) at 5% GST with ₹10 other charges.
const lines = [
  testLine('l1', testProduct({ _id: 'powder', price: 200 }), 2),
  testLine('l2', testProduct({ _id: 'soap', price: 50, discountedAmount: 45, cgst: 2.5, sgst: 2.5, otherCharges: 10 }), 1),
];

describe('order summary', () => {
  it('adds subtotal, GST and other charges into the total without a coupon', () => {
    // subtotal 400 + 45 = 445; GST 72 + 2.25 = 74.25; other 10; total 529.25
    expect(orderSummary(lines, null)).toEqual({
      subtotal: 44500,
      gst: 7425,
      otherCharges: 1000,
      total: 52925,
      couponDiscount: 0,
    });
  });

  it("takes the coupon's total and shows the difference as the discount", () => {
    const coupon = applyCoupon('WELCOME10', { totalCartValue: 400, updatedProductsPrice: {}, newFreeProductsAdded: [] }, [], []);
    const summary = orderSummary(lines, coupon);
    expect(summary.subtotal).toBe(44500);
    expect(summary.total).toBe(40000);
    // Decision 007: subtotal + GST + other charges − total = 445 + 74.25 + 10 − 400 = 129.25
    expect(summary.couponDiscount).toBe(12925);
  });

  it('leaves lines of products no longer sold out of the figures', () => {
    const gone = testLine('l3', testProduct({ _id: 'gone', price: 999, isActive: false }), 1);
    expect(orderSummary([...lines, gone], null).total).toBe(52925);
  });
});

import { describe, expect, it } from 'vitest';
import { testLine, testProduct } from '../../app/test-product';
import { checkoutSummary } from './checkout-summary';

const lines = [testLine('l1', testProduct(), 2)];

describe('checkoutSummary', () => {
  it('adds the delivery charge and platform fee to the cart total', () => {
    const summary = checkoutSummary(lines, null, { finalPrice: 50, platformFees: 10 });
    expect(summary).toEqual({
      subtotal: 40_000,
      gst: 7_200,
      otherCharges: 0,
      shipping: 5_000,
      platformFee: 1_000,
      discount: 0,
      total: 53_200,
    });
  });

  it('leaves shipping, platform fee and total unknown while there is no quote', () => {
    const summary = checkoutSummary(lines, null, null);
    expect(summary).toMatchObject({ subtotal: 40_000, gst: 7_200, shipping: null, platformFee: null, total: null });
  });

  it('takes the coupon total and shows the discount', () => {
    const coupon = {
      code: 'SAVE',
      totalCartValue: 400,
      priceOverrides: {},
      freeProducts: [],
      savedCart: [],
      savedFreeProducts: [],
    };
    const summary = checkoutSummary(lines, coupon, { finalPrice: 40, platformFees: 10 });
    expect(summary.discount).toBe(7_200);
    expect(summary.total).toBe(45_000);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT, PAYMENT_OPTIONS, placeOrderLabel } from './payment-choice';

describe('payment choice', () => {
  it('defaults to paying online', () => {
    expect(DEFAULT_PAYMENT).toBe('razorpay');
    expect(PAYMENT_OPTIONS.map((option) => option.label)).toEqual(['Cash on Delivery', 'Pay Online']);
  });

  it('names the button after the choice', () => {
    expect(placeOrderLabel('cod')).toBe('Place Order');
    expect(placeOrderLabel('razorpay')).toBe('Place Order & Pay');
  });
});

import { describe, expect, it } from 'vitest';
import { chosenPayment, DEFAULT_PAYMENT, offeredOptions, PAYMENT_OPTIONS, placeOrderLabel } from './payment-choice';

describe('payment choice', () => {
  it('defaults to paying online', () => {
    expect(DEFAULT_PAYMENT).toBe('razorpay');
    expect(PAYMENT_OPTIONS.map((option) => option.label)).toEqual(['Cash on Delivery', 'Pay Online']);
    expect(chosenPayment(null, ['cod', 'razorpay'])).toBe('razorpay');
  });

  it('offers and chooses cash on delivery alone when online payment is off, whatever was picked', () => {
    expect(offeredOptions(['cod']).map((option) => option.label)).toEqual(['Cash on Delivery']);
    expect(chosenPayment(null, ['cod'])).toBe('cod');
    expect(chosenPayment('razorpay', ['cod'])).toBe('cod');
    expect(chosenPayment('cod', ['cod', 'razorpay'])).toBe('cod');
  });

  it('names the button after the choice', () => {
    expect(placeOrderLabel('cod')).toBe('Place Order');
    expect(placeOrderLabel('razorpay')).toBe('Place Order & Pay');
  });
});

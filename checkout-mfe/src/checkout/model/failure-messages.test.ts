import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it } from 'vitest';
import { orderFailureMessage, verifyFailureMessage } from './failure-messages';

const apiError = (status: number, errorCode: string, message: string) => new ApiError({ status, errorCode, message });

describe('order failure messages', () => {
  it('names the product short of stock and the coupon problem as the server words them', () => {
    expect(orderFailureMessage(apiError(409, 'OUT_OF_STOCK', 'Only 2 left of Dishwash Bar'))).toBe('Only 2 left of Dishwash Bar');
    expect(orderFailureMessage(apiError(409, 'COUPON_LIMIT_REACHED', 'This coupon has reached its usage limit'))).toBe(
      'This coupon has reached its usage limit',
    );
    expect(orderFailureMessage(apiError(409, 'COUPON_USED_UP_BY_SHOPPER', 'You have already used this coupon'))).toBe(
      'You have already used this coupon',
    );
    const early = 'This coupon can be used from 1 December 2026 at 10:00 am';
    expect(orderFailureMessage(apiError(409, 'COUPON_NOT_STARTED', early))).toBe(early);
  });

  it('uses the checkout texts for an empty cart, a provider that cannot start, and anything else', () => {
    expect(orderFailureMessage(apiError(400, 'CART_EMPTY', 'Your cart is empty'))).toBe('Your cart is empty');
    expect(orderFailureMessage(apiError(502, 'PAYMENT_INIT_FAILED', 'Payment initialization failed'))).toBe(
      'Payment initialization failed',
    );
    expect(orderFailureMessage(apiError(500, 'INTERNAL', 'Internal error'))).toBe('Failed to create order');
    expect(orderFailureMessage(new TypeError('network'))).toBe('Failed to create order');
  });

  it('tells a late payer their money is coming back, and everyone else that verification failed', () => {
    const late = 'The order expired before your payment arrived, so the payment is being refunded.';
    expect(verifyFailureMessage(apiError(409, 'PAYMENT_AFTER_EXPIRY', late))).toBe(late);
    expect(verifyFailureMessage(apiError(400, 'PAYMENT_VERIFICATION_FAILED', 'Payment verification failed'))).toBe(
      'Payment verification failed',
    );
    expect(verifyFailureMessage(new Error('offline'))).toBe('Payment verification failed');
  });
});

import { describe, expect, it } from 'vitest';
import { paymentSignature, signatureMatches } from './signature';

describe('payment signature', () => {
  it('is Razorpay’s HMAC-SHA256 of order_id|payment_id and matches only itself', () => {
    const signature = paymentSignature('secret', 'order_1', 'pay_1');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureMatches(signature, signature)).toBe(true);
    expect(signatureMatches(signature, paymentSignature('secret', 'order_1', 'pay_2'))).toBe(false);
    expect(signatureMatches(signature, 'short')).toBe(false);
    expect(signatureMatches(signature, undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { paymentSignature, signatureMatches, webhookSignature } from './signature';

describe('payment signature', () => {
  it('is Razorpay’s HMAC-SHA256 of order_id|payment_id and matches only itself', () => {
    const signature = paymentSignature('secret', 'order_1', 'pay_1');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureMatches(signature, signature)).toBe(true);
    expect(signatureMatches(signature, paymentSignature('secret', 'order_1', 'pay_2'))).toBe(false);
    expect(signatureMatches(signature, 'short')).toBe(false);
    expect(signatureMatches(signature, undefined)).toBe(false);
  });

  it('checks webhook signatures with the same comparison, refusing a near miss or another length without throwing', () => {
    const signature = webhookSignature('hook-secret', '{"event":"refund.processed"}');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signatureMatches(signature, signature)).toBe(true);
    // Differing only in the last character, or one longer: both refused without a throw.
    expect(signatureMatches(signature, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(signatureMatches(signature, `${signature}0`)).toBe(false);
    expect(signatureMatches(signature, '')).toBe(false);
    expect(signatureMatches(signature, 42)).toBe(false);
  });
});

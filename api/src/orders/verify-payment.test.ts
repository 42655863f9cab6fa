import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Settlement } from './settle-payment';
import { type PaymentVerification, verifyBrowserPayment } from './verify-payment';

const order = { id: 'o1', userId: 'u1', providerOrderId: 'prov_1', paidAt: null, paymentId: null } as unknown as Order;
const payment = { userId: 'u1', orderId: 'o1', providerOrderId: 'prov_1', paymentId: 'pay_1', signature: 'sig' };

function verification(overrides: Partial<PaymentVerification> = {}): PaymentVerification {
  return {
    findOwn: async (userId, orderId) => (userId === order.userId && orderId === order.id ? order : undefined),
    isGenuine: (_providerOrderId, _paymentId, signature) => signature === 'sig',
    applyCaptured: async (): Promise<Settlement> => ({ outcome: 'paid', order }),
    ...overrides,
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: AppError) => [error.statusCode, error.errorCode],
  );

describe("verifying a browser's report of a payment", () => {
  it("confirms the shopper's own order once the provider's signature is genuine", async () => {
    const applyCaptured = vi.fn(async (): Promise<Settlement> => ({ outcome: 'paid', order }));
    await expect(verifyBrowserPayment(verification({ applyCaptured }), payment)).resolves.toBe('o1');
    expect(applyCaptured).toHaveBeenCalledExactlyOnceWith({ providerOrderId: 'prov_1', paymentId: 'pay_1', userId: 'u1' });
  });

  it('refuses a forged signature, another provider order or another payment of a paid order, applying nothing', async () => {
    const applyCaptured = vi.fn();
    const checks = verification({ applyCaptured });
    expect(await refusal(verifyBrowserPayment(checks, { ...payment, signature: 'forged' }))).toEqual([400, 'PAYMENT_VERIFICATION_FAILED']);
    expect(await refusal(verifyBrowserPayment(checks, { ...payment, providerOrderId: 'prov_2' }))).toEqual([
      400,
      'PAYMENT_VERIFICATION_FAILED',
    ]);
    const paid = verification({ applyCaptured, findOwn: async () => ({ ...order, paidAt: new Date(), paymentId: 'pay_0' }) });
    expect(await refusal(verifyBrowserPayment(paid, payment))).toEqual([400, 'PAYMENT_VERIFICATION_FAILED']);
    expect(applyCaptured).not.toHaveBeenCalled();
  });

  it("answers 404 for someone else's order", async () => {
    expect(await refusal(verifyBrowserPayment(verification(), { ...payment, userId: 'u2' }))).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 409 for a payment that came after the order expired, even when its refund must be tried again', async () => {
    const late = verification({ applyCaptured: async () => ({ outcome: 'late', order }) });
    expect(await refusal(verifyBrowserPayment(late, payment))).toEqual([409, 'PAYMENT_AFTER_EXPIRY']);
    const refundRefused = verification({
      applyCaptured: async () => {
        throw new AppError(502, 'REFUND_FAILED', 'The payment provider could not refund this order. Please try again.');
      },
    });
    expect(await refusal(verifyBrowserPayment(refundRefused, payment))).toEqual([409, 'PAYMENT_AFTER_EXPIRY']);
  });
});

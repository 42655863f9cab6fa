import type { Order } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { isLatePayment, type Settlement } from './settle-payment';

export const PAYMENT_SUCCESSFUL = 'Payment successful! Order placed.';
export const PAYMENT_FAILED = 'Payment verification failed';
export const LATE_PAYMENT_REFUNDED = 'The order expired before your payment arrived, so the payment is being refunded.';

/** What the browser reports of a payment the provider's window took, for the shopper's own order. */
export interface BrowserPayment {
  userId: string;
  orderId: string;
  providerOrderId: string;
  paymentId: string;
  signature: unknown;
}

/**
 * What verifying needs from outside the orders domain, handed in so the orders never depend on the
 * payment provider: the shopper's own order, the provider's signature check, and how a captured
 * payment is applied (a late one refunded, answering `REFUND_FAILED` when the provider refuses).
 */
export interface PaymentVerification {
  findOwn: (userId: string, orderId: string) => Promise<Order | undefined>;
  isGenuine: (providerOrderId: string, paymentId: string, signature: unknown) => boolean;
  applyCaptured: (payment: { providerOrderId: string; paymentId: string; userId: string }) => Promise<Settlement | undefined>;
}

/**
 * Confirms the shopper's own order from the browser's report of its payment: the provider's
 * signature must be genuine and for this order's provider order. A replay of a verified payment is
 * harmless (same answer, nothing changes); a payment that arrived after the hold ended is refunded
 * and answered 409. Answers the order's id.
 */
export async function verifyBrowserPayment(verification: PaymentVerification, payment: BrowserPayment): Promise<string> {
  const own = await verification.findOwn(payment.userId, payment.orderId);
  if (!own) throw notFound('Order not found');
  const genuine =
    own.providerOrderId === payment.providerOrderId &&
    verification.isGenuine(payment.providerOrderId, payment.paymentId, payment.signature);
  if (!genuine || (own.paidAt && own.paymentId !== payment.paymentId)) {
    throw new AppError(400, 'PAYMENT_VERIFICATION_FAILED', PAYMENT_FAILED);
  }
  let settled: Settlement | undefined;
  try {
    settled = await verification.applyCaptured({
      providerOrderId: payment.providerOrderId,
      paymentId: payment.paymentId,
      userId: payment.userId,
    });
  } catch (error) {
    // The late payment's refund failed; it is logged and retried when the webhook reports it.
    if (!(error instanceof AppError && error.errorCode === 'REFUND_FAILED')) throw error;
    settled = { outcome: 'late', order: own };
  }
  if (isLatePayment(settled)) throw new AppError(409, 'PAYMENT_AFTER_EXPIRY', LATE_PAYMENT_REFUNDED);
  return own.id;
}

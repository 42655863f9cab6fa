import Razorpay from 'razorpay';
import type { PaymentProvider } from './provider';
import { paymentSignature, signatureMatches, webhookSignature } from './signature';

/** The part of the Razorpay SDK the shop calls; tests pass a stand-in so no request leaves the machine. */
export interface RazorpayClient {
  orders: { create(params: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<{ id: string }> };
  payments: {
    refund(
      paymentId: string,
      params: { amount: number; speed?: 'normal' | 'optimum'; notes?: Record<string, string> },
    ): Promise<{ id: string }>;
  };
}

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
}

/** Real Razorpay through its SDK: orders in paise; signatures checked here, in constant time. */
export function createRazorpayProvider(settings: RazorpaySettings, client?: RazorpayClient): PaymentProvider {
  const sdk = client ?? (new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret }) as unknown as RazorpayClient);
  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, orderId }) {
      const order = await sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt: orderId, notes: { orderId } });
      return order.id;
    },
    verifyPayment(providerOrderId, paymentId, signature) {
      // Checked here rather than by the SDK, which compares with ===: a forger could time that.
      if (typeof signature !== 'string' || signature === '') return false;
      return signatureMatches(paymentSignature(settings.keySecret, providerOrderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      if (!settings.webhookSecret || typeof signature !== 'string' || signature === '') return false;
      return signatureMatches(webhookSignature(settings.webhookSecret, rawBody), signature);
    },
    async refund(paymentId, amountPaise, notes = {}) {
      const refund = await sdk.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes });
      return refund.id;
    },
  };
}

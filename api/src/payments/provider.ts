import { createHmac, randomBytes } from 'node:crypto';
import type { CheckoutPaymentType } from '@shop/shared/contracts';
import { type RefundWebhookDelivery, sandboxRefundWebhooks } from './sandbox-refund-webhooks';
import { paymentSignature, signatureMatches, webhookSignature } from './signature';

/** What checkout needs from a payment provider (decision 008). Amounts are integer paise. */
export interface PaymentProvider {
  /** Recorded on online orders; 'none' when online payment is switched off (never on an order). */
  name: 'sandbox' | 'razorpay' | 'none';
  /** The public key id the browser passes to the checkout script. */
  keyId: string;
  /** Opens a provider order for the shop's order; answers the provider's order id. */
  createOrder(input: { amountPaise: number; orderId: string }): Promise<string>;
  /** Whether `signature` is the provider's signature of this order and payment. */
  verifyPayment(providerOrderId: string, paymentId: string, signature: unknown): boolean;
  /** Whether a webhook's raw body carries the provider's signature; false when no webhook secret is set. */
  verifyWebhook(rawBody: string, signature: unknown): boolean;
  /**
   * Asks the provider to return part or all of a captured payment; answers the provider's refund
   * id. The money has not moved yet: the provider's refund webhook says when it has, or that it failed.
   * `notes` travel with the refund and come back in its webhook (the shop's refund id).
   */
  refund(paymentId: string, amountPaise: number, notes?: Record<string, string>): Promise<string>;
}

/** The sandbox also signs, standing in for the provider's servers. */
export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  signPayment(providerOrderId: string, paymentId: string): string;
  signWebhook(rawBody: string): string;
  /** Refunds made so far, for the operator's log and the tests. */
  refunds: { paymentId: string; amountPaise: number; refundId: string }[];
  /** The next refund accepted is reported failed by its webhook (as a bank that refuses it would). */
  failNextRefund(): void;
  /** Sends every refund webhook still waiting for its delay now, and resolves once each has been answered. */
  deliverRefundWebhooks(): Promise<void>;
  /** Reports again, after the usual delay, refunds accepted before a restart whose webhooks were lost with it. */
  resumeRefundWebhooks(
    pending: readonly { refundId: string; paymentId: string; amountPaise: number; notes: Record<string, string> }[],
  ): void;
  /** Drops the webhooks still waiting (the app is closing); one being delivered is awaited. */
  stopRefundWebhooks(): Promise<void>;
}

export interface SandboxOptions {
  /** How long after accepting a refund its webhook is sent. */
  refundWebhookDelayMs?: number;
  /** Posts a signed webhook to the shop's own webhook route; absent: refunds stay pending. */
  deliverWebhook?: RefundWebhookDelivery;
}

/** The prefix of the refund ids the sandbox gives. */
export const SANDBOX_REFUND_PREFIX = 'rfnd_sandbox_';

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.name === 'sandbox';

/** The payment types a shopper may choose at checkout: cash on delivery always, online when a provider takes it. */
export function offeredPaymentTypes(provider: PaymentProvider): CheckoutPaymentType[] {
  return provider.name === 'none' ? ['cod'] : ['cod', 'razorpay'];
}

/**
 * PAYMENT_PROVIDER=none: online payment is switched off. Orders asking for it are refused before
 * anything is placed, so nothing here is ever asked to take money; a verification never matches.
 */
export function createOfflineProvider(): PaymentProvider {
  const switchedOff = () => Promise.reject(new Error('Online payment is switched off (PAYMENT_PROVIDER=none)'));
  return {
    name: 'none',
    keyId: '',
    createOrder: switchedOff,
    verifyPayment: () => false,
    verifyWebhook: () => false,
    refund: switchedOff,
  };
}

/**
 * The local stand-in for Razorpay: same ids, same signatures, no network. Its secrets are
 * derived from a server secret that survives restarts, so a payment started before a restart
 * still verifies after it.
 */
export function createSandboxProvider(serverSecret: string, webhookSecret?: string, options: SandboxOptions = {}): SandboxProvider {
  const keySecret = createHmac('sha256', serverSecret).update('payment-sandbox-key').digest('hex');
  const hookSecret = webhookSecret ?? createHmac('sha256', serverSecret).update('payment-sandbox-webhook').digest('hex');
  const signWebhook = (rawBody: string) => webhookSignature(hookSecret, rawBody);
  const refunds: SandboxProvider['refunds'] = [];
  const webhooks = sandboxRefundWebhooks({ signWebhook, delayMs: options.refundWebhookDelayMs ?? 0, deliver: options.deliverWebhook });
  let failNext = 0;
  return {
    name: 'sandbox',
    keyId: 'rzp_sandbox',
    refunds,
    async createOrder() {
      return `order_sandbox_${randomBytes(10).toString('hex')}`;
    },
    verifyPayment: (providerOrderId, paymentId, signature) =>
      signatureMatches(paymentSignature(keySecret, providerOrderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signatureMatches(webhookSignature(hookSecret, rawBody), signature),
    async refund(paymentId, amountPaise, notes = {}) {
      const refundId = `${SANDBOX_REFUND_PREFIX}${randomBytes(7).toString('hex')}`;
      refunds.push({ paymentId, amountPaise, refundId });
      const status = failNext > 0 ? 'failed' : 'processed';
      if (failNext > 0) failNext -= 1;
      webhooks.schedule({ id: refundId, payment_id: paymentId, amount: amountPaise, notes, status });
      return refundId;
    },
    signPayment: (providerOrderId, paymentId) => paymentSignature(keySecret, providerOrderId, paymentId),
    signWebhook,
    failNextRefund: () => {
      failNext += 1;
    },
    deliverRefundWebhooks: () => webhooks.deliverNow(),
    resumeRefundWebhooks: (pending) => {
      for (const refund of pending) {
        webhooks.schedule({
          id: refund.refundId,
          payment_id: refund.paymentId,
          amount: refund.amountPaise,
          notes: refund.notes,
          status: 'processed',
        });
      }
    },
    stopRefundWebhooks: () => webhooks.stop(),
  };
}

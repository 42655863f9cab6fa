/** A refund as Razorpay's refund webhooks carry it (`payload.refund.entity`). */
export interface RefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  status: 'processed' | 'failed';
  notes: Record<string, string>;
}

/** Posts a signed webhook body to the shop's webhook route, and logs what came of it; never rejects. */
export type RefundWebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

/** Razorpay's body for a refund's outcome, as its servers send it. */
export function refundWebhookBody(refund: RefundEntity): string {
  return JSON.stringify({
    entity: 'event',
    event: `refund.${refund.status}`,
    contains: ['refund'],
    payload: { refund: { entity: { entity: 'refund', currency: 'INR', ...refund } } },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/**
 * The sandbox's stand-in for the provider's refund webhooks: each accepted refund is reported
 * a moment later, signed, through the same route and check as the real provider's. Without a
 * delivery (no app to post to) refunds simply stay pending.
 */
export function sandboxRefundWebhooks(options: {
  signWebhook(rawBody: string): string;
  delayMs: number;
  deliver?: RefundWebhookDelivery | undefined;
}) {
  const waiting = new Map<NodeJS.Timeout, RefundEntity>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  function send(refund: RefundEntity): void {
    const { deliver } = options;
    if (!deliver) return;
    const raw = refundWebhookBody(refund);
    const sending = deliver(raw, options.signWebhook(raw)).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }

  return {
    schedule(refund: RefundEntity): void {
      if (stopped || !options.deliver) return;
      const timer = setTimeout(() => {
        waiting.delete(timer);
        send(refund);
      }, options.delayMs);
      timer.unref();
      waiting.set(timer, refund);
    },
    async deliverNow(): Promise<void> {
      for (const [timer, refund] of waiting) {
        clearTimeout(timer);
        waiting.delete(timer);
        send(refund);
      }
      await Promise.all([...inFlight]);
    },
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of waiting.keys()) clearTimeout(timer);
      waiting.clear();
      await Promise.all([...inFlight]);
    },
  };
}

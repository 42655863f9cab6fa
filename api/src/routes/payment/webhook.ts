import { webhookReplySchema } from '@shop/shared/contracts';
import { toPaise } from '@shop/shared/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { applyCapturedPayment } from '../../payments/settlement';
import { refuseControlCharacters } from '../../plugins/app/control-characters';

export const WEBHOOK_SIGNATURE_INVALID = 'Invalid webhook signature';

const capturedEvent = z.object({
  event: z.literal('payment.captured'),
  payload: z.object({
    payment: z.object({
      entity: z.object({ id: z.string().min(1), order_id: z.string().min(1), amount: z.number().int() }),
    }),
  }),
});

// Razorpay sends `notes: []` for a refund asked without notes.
const refundNotes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();

const refundEvent = z.object({
  event: z.enum(['refund.processed', 'refund.failed']),
  payload: z.object({
    refund: z.object({
      entity: z.object({ id: z.string().min(1), payment_id: z.string().min(1), amount: z.number().int(), notes: refundNotes }),
    }),
  }),
});

const REFUND_OUTCOMES = { processed: 'refund-processed', failed: 'refund-failed', 'already-settled': 'refund-already-settled' } as const;

/**
 * POST /api/payments/webhook: the provider reports a captured payment, or a refund processed or
 * failed. The signature is checked on the raw body as sent, before anything is parsed. Events the
 * shop does not act on, and orders or refunds it does not know, are acknowledged with 200 so the
 * provider stops retrying them.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // This scope only: JSON stays a string, so the signature covers exactly the bytes received.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // The body is the provider's signed text, read as it came: it has no body schema.
  const schema = { response: { 200: webhookReplySchema } };
  app.post('/api/payments/webhook', { config: { csrfExempt: true }, schema }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    if (!app.payments.verifyWebhook(raw, request.headers['x-razorpay-signature'])) {
      throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', WEBHOOK_SIGNATURE_INVALID);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError(400, 'VALIDATION_ERROR', 'The webhook body is not JSON');
    }
    // The edge check saw the body as text, where an escaped NUL is six harmless characters.
    refuseControlCharacters(body);
    const refunded = refundEvent.safeParse(body);
    if (refunded.success) {
      const { event, payload } = refunded.data;
      const entity = payload.refund.entity;
      const noted = Array.isArray(entity.notes) ? undefined : entity.notes?.refundId;
      const settled = await app.orderService.settleRefund({
        providerRefundId: entity.id,
        paymentId: entity.payment_id,
        amountPaise: entity.amount,
        to: event === 'refund.processed' ? 'processed' : 'failed',
        refundId: typeof noted === 'string' ? noted : undefined,
      });
      if (settled.outcome === 'unknown' || settled.outcome === 'mismatch') {
        app.log.warn({ event, providerRefundId: entity.id, outcome: settled.outcome }, 'A refund webhook was ignored');
        return ok({ handled: false });
      }
      return ok({ handled: true, outcome: REFUND_OUTCOMES[settled.outcome] });
    }
    const captured = capturedEvent.safeParse(body);
    if (!captured.success) return ok({ handled: false });
    const payment = captured.data.payload.payment.entity;
    const order = await app.repositories.orders.findByProviderOrderId(payment.order_id);
    if (!order) return ok({ handled: false });
    if (toPaise(order.totalAmount) !== payment.amount) {
      app.log.error({ orderId: order.id, amount: payment.amount }, 'A captured payment does not match its order total');
      return ok({ handled: false });
    }
    const settled = await applyCapturedPayment(app.paymentDeps, { providerOrderId: payment.order_id, paymentId: payment.id });
    return ok({ handled: true, outcome: settled?.outcome });
  });
};

export default webhookRoutes;

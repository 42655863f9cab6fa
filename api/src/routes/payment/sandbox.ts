import { fileReply, paymentProofReplySchema, sandboxPayBodySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { SandboxProvider } from '../../payments/provider';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout';

/**
 * The sandbox's side of the provider: the checkout script, and the pay call its window makes.
 * Paying needs the shopper's session and their own waiting order, as a real card page would.
 */
const sandboxRoutes: FastifyPluginAsyncZod<{ provider: SandboxProvider }> = async (app, { provider }) => {
  const scriptSchema = { response: { 200: fileReply('application/javascript', 'The sandbox payment window') } };
  app.get('/api/payments/sandbox/checkout.js', { schema: scriptSchema }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CHECKOUT_SCRIPT),
  );

  await app.register(sandboxPayRoutes, { provider });
};

/** The pay call, for the signed-in shopper whose order waits for payment. */
const sandboxPayRoutes: FastifyPluginAsyncZod<{ provider: SandboxProvider }> = async (app, { provider }) => {
  app.addHook('preHandler', app.authenticate);
  const paySchema = { body: sandboxPayBodySchema, response: { 200: paymentProofReplySchema } };
  app.post('/api/payments/sandbox/pay', { schema: paySchema }, async (request) => {
    const { order_id } = request.body;
    const order = await app.repositories.orders.findByProviderOrderId(order_id);
    if (order?.userId !== request.userId || order.status !== 'pending_payment') throw notFound('Payment order not found');
    const paymentId = `pay_sandbox_${order.id.replaceAll('-', '').slice(0, 14)}`;
    return ok({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order_id,
      razorpay_signature: provider.signPayment(order_id, paymentId),
    });
  });
};

export default sandboxRoutes;

import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { createSandboxProvider, type PaymentProvider } from './provider';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout';
import { paymentSignature } from './signature';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

const payBody = z.object({ order_id: z.string().min(1, 'order_id is required') });

/**
 * The payment provider of decision 008, and the sandbox's pay call. Razorpay itself is not wired
 * in yet, so the sandbox takes every payment.
 */
export default fp(async (app) => {
  const provider = createSandboxProvider();
  app.decorate('payments', provider);

  // Unpaid holds are also released at the start of every order; the timer covers quiet hours.
  const timer = setInterval(() => {
    app.repositories.orders
      .releaseExpiredHolds()
      .catch((error: unknown) => app.log.error({ err: error }, 'Releasing expired holds failed'));
  }, 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/api/payments/sandbox/checkout.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CHECKOUT_SCRIPT),
  );

  app.post('/api/payments/sandbox/pay', async (request) => {
    const { order_id } = payBody.parse(request.body);
    const order = await app.repositories.orders.findByProviderOrderId(order_id);
    if (order?.status !== 'pending_payment') throw new AppError(404, 'NOT_FOUND', 'Payment order not found');
    const paymentId = `pay_sandbox_${order.id.replaceAll('-', '').slice(0, 14)}`;
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order_id,
      razorpay_signature: paymentSignature(provider.keySecret, order_id, paymentId),
    };
  });
});

import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { refundMails } from '../mail/order-mail-events';
import type { Repositories } from '../repositories';
import {
  createOfflineProvider,
  createSandboxProvider,
  type PaymentProvider,
  SANDBOX_REFUND_PREFIX,
  type SandboxProvider,
} from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import type { PaymentDeps } from './settlement';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The orders, the provider and the log, as the payment steps need them. */
    paymentDeps: PaymentDeps;
  }
}

/** Schedules the webhooks of the sandbox's refunds still pending; several processes doing so move each refund once. */
export async function resumeSandboxRefunds(refunds: Repositories['refunds'], sandbox: SandboxProvider): Promise<number> {
  const pending = await refunds.pendingAtProvider(SANDBOX_REFUND_PREFIX);
  sandbox.resumeRefundWebhooks(
    pending.flatMap(({ refund, paymentId }) =>
      refund.providerRefundId && paymentId
        ? [
            {
              refundId: refund.providerRefundId,
              paymentId,
              amountPaise: refund.amountPaise,
              notes: { refundId: refund.id, orderId: refund.orderId },
            },
          ]
        : [],
    ),
  );
  return pending.length;
}

const SANDBOX_IN_PRODUCTION =
  'PAYMENT_PROVIDER=sandbox in production: online payments are SIMULATED. No money is taken, and any signed-in ' +
  'shopper can mark their own order paid and get a tax invoice. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take ' +
  'real payments, or PAYMENT_PROVIDER=none for cash on delivery only.';

/**
 * The payment provider of decision 008, as PAYMENT_PROVIDER chose it (config/env.ts): Razorpay,
 * the local sandbox (which also signs, for its pay call), or none (cash on delivery only). Its
 * calls are routes/payment. Also the hold-release timer.
 */
export default fp(
  async (app) => {
    const { razorpay, paymentProvider } = app.config;
    // The sandbox reports its refunds the way the provider does: a signed post to the webhook route.
    const deliverWebhook = async (rawBody: string, signature: string) => {
      try {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
          payload: rawBody,
        });
        if (answer.statusCode !== 200) app.log.warn({ status: answer.statusCode }, 'The sandbox refund webhook was refused');
      } catch (error) {
        app.log.error({ err: error }, 'The sandbox refund webhook was not delivered');
      }
    };
    const sandbox: SandboxProvider | undefined =
      paymentProvider === 'sandbox'
        ? createSandboxProvider(await resolveJwtSecret(app.config), razorpay.webhookSecret, {
            refundWebhookDelayMs: app.config.sandboxRefundWebhookMs,
            deliverWebhook,
          })
        : undefined;
    const provider: PaymentProvider =
      sandbox ??
      (paymentProvider === 'none'
        ? createOfflineProvider()
        : createRazorpayProvider({
            keyId: razorpay.keyId ?? '',
            keySecret: razorpay.keySecret ?? '',
            webhookSecret: razorpay.webhookSecret,
          }));
    app.decorate('payments', provider);
    app.decorate('paymentDeps', {
      orders: app.repositories.orders,
      refunds: app.repositories.refunds,
      orderService: app.orderService,
      provider,
      log: app.log,
      mailRefund: async (order, refund) =>
        app.mailQueue.add(await refundMails(app.repositories.outgoingMails, order, refund), { waitForFirstTry: false }),
    });
    if (provider.name === 'razorpay' && !razorpay.webhookSecret) {
      app.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: payment webhooks will be refused');
    }
    if (sandbox && app.config.isProduction) app.log.warn(SANDBOX_IN_PRODUCTION);
    // The sandbox's webhooks live in memory: refunds it accepted before a restart are reported now.
    // Tests start many apps on one database and deliver what they need themselves.
    if (sandbox && app.config.nodeEnv !== 'test') {
      app.addHook('onReady', async () => {
        await resumeSandboxRefunds(app.repositories.refunds, sandbox).catch((error: unknown) =>
          app.log.error({ err: error }, 'Pending sandbox refunds could not be resumed'),
        );
      });
    }
    if (provider.name === 'none') app.log.info('PAYMENT_PROVIDER=none: online payment is off, checkout offers cash on delivery only');

    // Unpaid holds are also released at the start of every order; the timer covers quiet hours.
    const timer = setInterval(() => {
      app.orderService.releaseExpiredHolds().catch((error: unknown) => app.log.error({ err: error }, 'Releasing expired holds failed'));
    }, 60_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sandbox?.stopRefundWebhooks();
    });
  },
  { name: 'payments', dependencies: ['session', 'mailer'] },
);

import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { createSandboxProvider, type PaymentProvider, type SandboxProvider } from './provider';
import { createRazorpayProvider } from './razorpay-provider';
import sandboxRoutes from './sandbox-routes';
import type { PaymentDeps } from './settlement';
import webhookRoutes from './webhook';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The order repository, the provider and the log, as the payment steps need them. */
    paymentDeps: PaymentDeps;
  }
}

/**
 * The payment provider of decision 008: real Razorpay when its keys are set, else the local
 * sandbox (with its pay call and checkout script). Also the webhook and the hold-release timer.
 */
export default fp(
  async (app) => {
    const { razorpay } = app.config;
    const sandbox: SandboxProvider | undefined =
      razorpay.keyId && razorpay.keySecret ? undefined : createSandboxProvider(await resolveJwtSecret(app.config), razorpay.webhookSecret);
    const provider: PaymentProvider =
      sandbox ??
      createRazorpayProvider({ keyId: razorpay.keyId ?? '', keySecret: razorpay.keySecret ?? '', webhookSecret: razorpay.webhookSecret });
    app.decorate('payments', provider);
    app.decorate('paymentDeps', { orders: app.repositories.orders, provider, log: app.log });
    if (provider.name === 'razorpay' && !razorpay.webhookSecret) {
      app.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: payment webhooks will be refused');
    }

    // Unpaid holds are also released at the start of every order; the timer covers quiet hours.
    const timer = setInterval(() => {
      app.repositories.orders
        .releaseExpiredHolds()
        .catch((error: unknown) => app.log.error({ err: error }, 'Releasing expired holds failed'));
    }, 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    await app.register(webhookRoutes);
    if (sandbox) await app.register(sandboxRoutes, { provider: sandbox });
  },
  { name: 'payments', dependencies: ['session'] },
);

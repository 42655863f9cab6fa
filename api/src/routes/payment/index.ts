import type { FastifyPluginAsync } from 'fastify';
import { isSandbox } from '../../payments/provider';
import sandboxRoutes from './sandbox';
import webhookRoutes from './webhook';

/**
 * The provider's calls under /api/payments (decision 008): the webhook, unless online payment is
 * off; the sandbox's checkout script and pay call only when the sandbox is the provider.
 */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.payments;
  if (provider.name !== 'none') await app.register(webhookRoutes);
  if (isSandbox(provider)) await app.register(sandboxRoutes, { provider });
};

export default paymentRoutes;

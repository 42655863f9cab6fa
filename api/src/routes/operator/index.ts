import { createHash, timingSafeEqual } from 'node:crypto';
import { orderParamsSchema, refundReplySchema } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../auth/cookies';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { refundOrder } from '../../payments/settlement';
import remoteOperatorRoutes from './remotes';

/**
 * Calls for the shop's operators (refunds, the remotes' rollouts), under /api/operator, with `Authorization: Bearer <OPERATOR_TOKEN>`.
 * They exist only when that token is configured.
 */
const operatorRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  // Digests of equal length, compared in constant time, so the token cannot be guessed by timing.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  const requireOperator = async (request: FastifyRequest) => {
    const given = bearerToken(request);
    if (!given || !timingSafeEqual(expected, digest(given))) throw new AppError(401, 'UNAUTHORIZED', 'Operator token required');
  };

  /** Refunds an order in full, once: online through the provider, cash on delivery as a mark. */
  app.post(
    '/orders/:orderId/refund',
    {
      preHandler: requireOperator,
      config: { csrfExempt: true },
      schema: { params: orderParamsSchema, response: { 200: refundReplySchema } },
    },
    async (request) => {
      const order = await refundOrder(app.paymentDeps, request.params.orderId);
      return ok({ orderId: order.id, refunded: order.refunded }, 'Order refunded');
    },
  );

  await app.register(remoteOperatorRoutes, { requireOperator });
};

export default operatorRoutes;

import { createOwnerBody, orderParamsSchema, refundReplySchema, staffInvitedReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { ADMIN_SCOPE } from '../../operators/scopes';
import { refundOrder } from '../../payments/settlement';
import { inviteStaff, staffAccountView } from '../../staff/invites';
import operatorAuditRoutes from './audit';
import remoteOperatorRoutes from './remotes';
import operatorTokenRoutes from './tokens';

/**
 * Calls for the shop's operators under /api/operator, each with `Authorization: Bearer <token>` of
 * a scope that allows it (decision 025): refunds, the remotes' rollouts, tokens and the audit.
 * They always exist: without OPERATOR_TOKEN, the tokens stored in the database still work.
 */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Refunds an order in full, once: online through the provider, cash on delivery as a mark. */
  app.post(
    '/orders/:orderId/refund',
    {
      preHandler: app.requireScope('refunds'),
      config: { csrfExempt: true },
      schema: { params: orderParamsSchema, response: { 200: refundReplySchema } },
    },
    async (request) => {
      const { orderId } = request.params;
      const before = await app.repositories.orders.findById(orderId);
      const order = await refundOrder(app.paymentDeps, orderId);
      await app.audit(request, {
        action: 'refund',
        target: orderId,
        before: { status: before?.status, refunded: before?.refunded },
        after: { status: order.status, refunded: order.refunded },
      });
      // An online refund is processed when the provider's webhook says so; until then it is pending.
      return ok({ orderId: order.id, refunded: order.refunded }, order.refunded ? 'Order refunded' : 'Refund sent to the payment provider');
    },
  );

  /**
   * A shop's first owner (`npm run staff -- create-owner <email>`): the invitation is mailed and its
   * link answered, since on a new shop there may be no mail server yet.
   */
  app.post(
    '/staff/owner',
    {
      preHandler: app.requireScope(ADMIN_SCOPE),
      config: { csrfExempt: true },
      schema: { body: createOwnerBody, response: { 201: staffInvitedReplySchema } },
    },
    async (request, reply) => {
      const { member, inviteUrl } = await inviteStaff(app, { ...request.body, role: 'owner', invitedBy: null });
      await app.audit(request, { action: 'staff.create-owner', target: member.email, after: { role: 'owner' } });
      return reply.code(201).send(ok({ staff: staffAccountView(member), inviteUrl }, `Owner ${member.email} invited`));
    },
  );

  await app.register(remoteOperatorRoutes);
  await app.register(operatorTokenRoutes);
  await app.register(operatorAuditRoutes);
};

export default operatorRoutes;

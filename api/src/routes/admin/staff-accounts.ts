import { staffInviteBody, staffInvitedReplySchema, staffListReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { inviteStaff, staffAccountView } from '../../staff/invites';

/** The owner's staff list and invitations. */
const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff', { preHandler: app.requirePermission('staff:manage'), schema: { response: { 200: staffListReplySchema } } }, async () =>
    ok((await app.repositories.staff.list()).map(staffAccountView)),
  );

  app.post(
    '/staff',
    { preHandler: app.requirePermission('staff:manage'), schema: { body: staffInviteBody, response: { 201: staffInvitedReplySchema } } },
    async (request, reply) => {
      const { member } = await inviteStaff(app, { ...request.body, invitedBy: request.staff?.id ?? null });
      await app.staffAudit(request, { action: 'staff.invite', target: member.email, after: { role: member.role } });
      // The link goes by mail only: whoever invites never holds the invitee's credential.
      return reply.code(201).send(ok({ staff: staffAccountView(member) }, `Invitation sent to ${member.email}`));
    },
  );
};

export default staffAccountRoutes;

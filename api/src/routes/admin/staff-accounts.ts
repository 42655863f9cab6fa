import {
  staffChangeBody,
  staffChangedReplySchema,
  staffInviteBody,
  staffInvitedReplySchema,
  staffListReplySchema,
  staffParams,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { inviteStaff, staffAccountView } from '../../staff/invites';
import { changeSentence, changeStaffMember, staffListEntry, staffListEntryOf } from '../../staff/manage-staff';

/** The owner's staff list, invitations, and changes of a member's role or state. */
const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission('staff:manage'));

  app.get('/staff', { schema: { response: { 200: staffListReplySchema } } }, async () =>
    ok((await app.repositories.staff.list()).map(staffListEntry)),
  );

  app.post('/staff', { schema: { body: staffInviteBody, response: { 201: staffInvitedReplySchema } } }, async (request, reply) => {
    const { member } = await inviteStaff(app, { ...request.body, invitedBy: request.staff?.id ?? null });
    await app.staffAudit(request, { action: 'staff.invite', target: member.email, after: { role: member.role } });
    // The link goes by mail only: whoever invites never holds the invitee's credential.
    return reply.code(201).send(ok({ staff: staffAccountView(member) }, `Invitation sent to ${member.email}`));
  });

  /**
   * A new role, or the account disabled (every session of theirs ends at once) or enabled again,
   * with a reason: 409 for an owner's own account and for the last active owner.
   */
  app.patch(
    '/staff/:staffId',
    { schema: { params: staffParams, body: staffChangeBody, response: { 200: staffChangedReplySchema } } },
    async (request) => {
      const { role, state, reason } = request.body;
      const actor = request.staff;
      if (!actor) throw new Error('no staff member after requirePermission');
      const { before, after } = await changeStaffMember(app, actor, request.params.staffId, { role, state });
      await app.staffAudit(request, {
        action: 'staff.update',
        target: after.email,
        before: { role: before.role, state: before.state },
        after: { role: after.role, state: after.state },
        reason,
      });
      return ok(await staffListEntryOf(app, after.id), changeSentence(before, after));
    },
  );
};

export default staffAccountRoutes;

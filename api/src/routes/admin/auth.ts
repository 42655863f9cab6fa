import {
  acceptStaffInviteBody,
  messageReplySchema,
  staffLoginBody,
  staffLoginReplySchema,
  staffLogoutEverywhereReplySchema,
  staffMeReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../../auth/password';
import { perEmailLimit, SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_RATE_LIMIT } from '../../auth/rate-limits';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { staffView } from '../../staff';
import { acceptStaffInvite } from '../../staff/invites';
import { clearStaffCookie, currentStaffSession, startStaffSession } from '../../staff/staff-session';
import { acceptedTotpStep, newTotpSecret, totpAddress } from '../../staff/totp';

export const STAFF_WRONG_SIGN_IN = 'The e-mail address or password is not right.';
export const STAFF_WRONG_CODE = 'That code is not right, or it was used already. Enter the code your app shows now.';

/**
 * Signing in to the back office: password, then the authenticator's code (enrolled at the first
 * sign-in); signing out of this browser or of every one.
 */
const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const failuresPerAccount = perEmailLimit(app, 'staff-sign-in', SIGN_IN_FAILURES_PER_EMAIL);

  app.post(
    '/auth/login',
    { config: { rateLimit: SIGN_IN_RATE_LIMIT }, schema: { body: staffLoginBody, response: { 200: staffLoginReplySchema } } },
    async (request, reply) => {
      const { email, password, code } = request.body;
      const attempt = await failuresPerAccount.take(email);
      const member = await app.repositories.staff.findByEmail(email);
      const passwordRight = await verifyPassword(member?.passwordHash ?? undefined, password);
      if (!member || !passwordRight || member.state !== 'active') throw new AppError(401, 'UNAUTHORIZED', STAFF_WRONG_SIGN_IN);

      // Seeded accounts skip the second factor, and only outside production.
      if (!(member.totpExempt && !app.config.isProduction)) {
        const secret = member.totpEnrolledAt ? member.totpSecret : await app.repositories.staff.offerTotpSecret(member.id, newTotpSecret());
        if (!secret) throw new Error(`staff member ${member.id} is enrolled without a secret`);
        if (!code) {
          await attempt.giveBack();
          return member.totpEnrolledAt
            ? ok({ status: 'code-required' as const }, 'Enter the code from your authenticator app.')
            : ok(
                { status: 'enrol' as const, secret, otpauthUrl: totpAddress(secret, member.email) },
                'Add the back office to your authenticator app, then sign in with the code it shows.',
              );
        }
        const step = acceptedTotpStep(secret, code, member.totpLastStep);
        if (step === null || !(await app.repositories.staff.useTotpStep(member.id, step, new Date())))
          throw new AppError(401, 'WRONG_CODE', STAFF_WRONG_CODE);
      }

      await attempt.giveBack();
      await startStaffSession(app, request, reply, member.id);
      await app.staffAudit(request, { action: 'staff.sign-in', target: member.email }, member);
      return ok({ status: 'signed-in' as const, staff: staffView(member) }, 'Signed in');
    },
  );

  /** Sets the password of an invited account from its one-use link; the next step is signing in. */
  app.post(
    '/auth/accept-invite',
    { config: { rateLimit: SIGN_IN_RATE_LIMIT }, schema: { body: acceptStaffInviteBody, response: { 200: staffMeReplySchema } } },
    async (request) => {
      const member = await acceptStaffInvite(app, request.body.token, request.body.password);
      await app.staffAudit(request, { action: 'staff.accept-invite', target: member.email }, member);
      return ok(staffView(member), 'Your password is set. Sign in to continue.');
    },
  );

  /** Ends this browser's session; answers 200 even when there was none, so signing out never fails. */
  app.post('/auth/logout', { schema: { response: { 200: messageReplySchema } } }, async (request, reply) => {
    const session = await currentStaffSession(app, request);
    if (session) {
      await app.repositories.staff.revokeSession(session.sessionId, new Date());
      await app.staffAudit(request, { action: 'staff.sign-out', target: session.member.email }, session.member);
    }
    clearStaffCookie(request, reply);
    return ok(null, 'Signed out');
  });

  app.post(
    '/auth/logout-everywhere',
    { preHandler: app.requirePermission(null), schema: { response: { 200: staffLogoutEverywhereReplySchema } } },
    async (request, reply) => {
      const staff = request.staff;
      if (!staff) throw new Error('no staff member after requirePermission');
      const ended = await app.repositories.staff.revokeAllSessions(staff.id, new Date());
      await app.staffAudit(request, { action: 'staff.sign-out-everywhere', target: staff.email, after: { ended } });
      clearStaffCookie(request, reply);
      return ok({ ended }, `Signed out of ${ended} session${ended === 1 ? '' : 's'}`);
    },
  );

  app.get('/me', { preHandler: app.requirePermission(null), schema: { response: { 200: staffMeReplySchema } } }, async (request) => {
    const member = await app.repositories.staff.findById(request.staff?.id ?? '');
    if (!member) throw new AppError(401, 'UNAUTHORIZED', STAFF_WRONG_SIGN_IN);
    return ok(staffView(member));
  });
};

export default staffAuthRoutes;

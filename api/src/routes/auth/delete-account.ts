import { messageReplySchema } from '@shop/shared/contracts';
import { deleteAccountSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookies } from '../../auth/cookies';
import { verifyPassword } from '../../auth/password';
import { SIGN_IN_RATE_LIMIT } from '../../auth/rate-limits';
import { endEverySession } from '../../auth/session';
import { ok } from '../../http/envelope';
import type { AuthRouteOptions } from './auth-limits';
import { invalidCredentials } from './replies';

export const DELETION_REQUESTED = 'Account deletion request submitted successfully';

/**
 * A request to delete an account, proved by its password. The account stops signing in at once
 * and every session ends; the shop acts on the recorded request.
 */
const deleteAccountRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { limits }) => {
  const { users } = app.repositories;

  const schema = { body: deleteAccountSchema, response: { 200: messageReplySchema } };
  app.post('/delete-account', { config: { rateLimit: SIGN_IN_RATE_LIMIT }, schema }, async (request, reply) => {
    const { email, password } = request.body;
    // Counted before the hash is checked, so parallel guesses cannot all pass a limit read
    // beforehand; the right password takes its count back.
    const attempt = await limits.signInFailures.take(email);
    const found = await users.findByEmail(email);
    const user = found && !found.deletionRequestedAt ? found : undefined;
    const passwordMatches = await verifyPassword(user?.passwordHash, password);
    if (!user || !passwordMatches) throw invalidCredentials();
    await attempt.giveBack();
    const now = new Date();
    await users.requestDeletion(user, now);
    await endEverySession(app, user.id, now);
    clearSessionCookies(request, reply);
    return ok(null, DELETION_REQUESTED);
  });
};

export default deleteAccountRoutes;

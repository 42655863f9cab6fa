import { accessExpiredReplySchema, emailQuerySchema, mailedCodeReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCodeMail } from '../../auth/code-mails';
import { setAccessCookie } from '../../auth/cookies';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';

/** Development helpers for the account journeys (decision 006); registered only outside production. */
const accountPeeks: FastifyPluginAsyncZod = async (app) => {
  // The code in the newest mail to an address, read from the mailer as a shopper would read the mail.
  app.get('/otp/latest', { schema: { querystring: emailQuerySchema, response: { 200: mailedCodeReplySchema } } }, async (request) => {
    const { email } = request.query;
    const mail = app.mailer.latestTo(email);
    const code = mail ? readCodeMail(mail) : undefined;
    if (!code) throw notFound('No code was mailed to that address.');
    return ok(code);
  });

  await app.register(expireAccessRoutes);
};

/** Lets a browser test watch the client refresh the session without waiting 15 minutes; needs the session it expires. */
const expireAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const expireSchema = { response: { 200: accessExpiredReplySchema } };
  app.post('/expire-access-token', { schema: expireSchema }, async (request, reply) => {
    const { id, sessionVersion } = request.user;
    const token = await app.tokens.signExpiredAccess(id, sessionVersion);
    setAccessCookie(request, reply, token, app.config.auth.refreshTokenTtlSeconds);
    return ok({ expired: true as const });
  });
};

export default accountPeeks;

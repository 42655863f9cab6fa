import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { readCodeMail } from '../../auth/code-mails';
import { setAccessCookie } from '../../auth/cookies';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';

const otpQuery = z.object({
  email: z.string({ error: 'Query parameter email is required.' }).trim().min(1, 'Query parameter email is required.'),
});

/** Development helpers for the account journeys (decision 006); registered only outside production. */
const accountPeeks: FastifyPluginAsync = async (app) => {
  // The code in the newest mail to an address, read from the mailer as a shopper would read the mail.
  app.get('/otp/latest', async (request) => {
    const { email } = otpQuery.parse(request.query);
    const mail = app.mailer.latestTo(email);
    const code = mail ? readCodeMail(mail) : undefined;
    if (!code) throw notFound('No code was mailed to that address.');
    return ok(code);
  });

  // Lets a browser test watch the client refresh the session without waiting 15 minutes.
  app.post('/expire-access-token', { preHandler: app.authenticate }, async (request, reply) => {
    const token = await app.tokens.signExpiredAccess(request.userId);
    setAccessCookie(request, reply, token, app.config.auth.refreshTokenTtlSeconds);
    return ok({ expired: true });
  });
};

export default accountPeeks;

import { loginReplySchema, signUpReplySchema } from '@shop/shared/contracts';
import { signUpSchema, verifyOtpSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeMail } from '../../auth/code-mails';
import { INVALID_OTP } from '../../auth/otp-service';
import { hashPassword } from '../../auth/password';
import { CODE_CHECK_RATE_LIMIT, CODE_SEND_RATE_LIMIT } from '../../auth/rate-limits';
import { startSession } from '../../auth/session';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { toUserView } from '../../repositories/user-view';
import type { AuthRouteOptions } from './auth-limits';
import { mailCode } from './replies';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in.';
export const CODE_VERIFIED = 'OTP verified!';
export const signupSucceeded = (fullName: string) => `Hello ${fullName}, your signup was successful!`;

/** Sign-up, and the code check that finishes both sign-up and code sign-in. */
const signupRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { limits }) => {
  const { users } = app.repositories;

  const signUpRoute = { body: signUpSchema, response: { 201: signUpReplySchema } };
  app.post('/signup', { config: { rateLimit: CODE_SEND_RATE_LIMIT }, schema: signUpRoute }, async (request, reply) => {
    const input = request.body;
    const existing = await users.findByEmail(input.email);
    if (existing && (existing.verifiedAt || existing.deletionRequestedAt)) throw new AppError(409, 'EMAIL_TAKEN', EMAIL_TAKEN);
    await limits.codeSends.take(input.email);
    // Before the account is written, so a sign-up repeated within the minute changes nothing.
    const code = await app.otp.issue(input.email, 'signup');
    const account = {
      fullName: input.fullName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      passwordHash: await hashPassword(input.password),
      // The public form offers only 'retail buyer', stored as a retailer account.
      accountType: 'retailer' as const,
    };
    const user = existing ? await users.rewriteUnverified(existing.id, account) : await users.create(account);
    if (!user) throw new AppError(409, 'EMAIL_TAKEN', EMAIL_TAKEN);
    await mailCode(app, codeMail('signup', user.email, code, user.fullName));
    return reply.code(201).send(ok({ email: user.email }, signupSucceeded(user.fullName)));
  });

  const verifyRoute = { body: verifyOtpSchema, response: { 200: loginReplySchema } };
  app.post('/signup/verify', { config: { rateLimit: CODE_CHECK_RATE_LIMIT }, schema: verifyRoute }, async (request, reply) => {
    const { email, otp } = request.body;
    await app.otp.use(email, ['signup', 'login'], otp);
    const user = await users.findByEmail(email);
    if (!user || user.deletionRequestedAt) throw new AppError(400, 'INVALID_OTP', INVALID_OTP);
    await users.markVerified(user.id, new Date());
    const tokens = await startSession(app, request, reply, user.id);
    const wishlist = await app.repositories.wishlist.list(user.id);
    const cart = await app.repositories.cart.list(user.id);
    return ok({ user: toUserView(user, wishlist, cart), ...tokens }, CODE_VERIFIED);
  });
};

export default signupRoutes;

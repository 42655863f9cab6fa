import { loginReplySchema, signUpReplySchema } from '@shop/shared/contracts';
import { signUpSchema, verifyOtpSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeMail, signupAttemptMail } from '../../auth/code-mails';
import { refuseCommonPassword } from '../../auth/common-password';
import { INVALID_OTP } from '../../auth/otp-service';
import { hashPassword } from '../../auth/password';
import { CODE_CHECK_RATE_LIMIT, CODE_SEND_RATE_LIMIT } from '../../auth/rate-limits';
import { startSession } from '../../auth/session';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { toUserView } from '../../repositories/user-view';
import type { AuthRouteOptions } from './auth-limits';
import { mailCodeBriefly } from './replies';

export const CODE_VERIFIED = 'OTP verified!';
export const signupSucceeded = (fullName: string) => `Hello ${fullName}, your signup was successful!`;

/** Sign-up, and the code check that finishes both sign-up and code sign-in. */
const signupRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { limits }) => {
  const { users } = app.repositories;

  const signUpRoute = { body: signUpSchema, response: { 201: signUpReplySchema } };
  app.post('/signup', { config: { rateLimit: CODE_SEND_RATE_LIMIT }, schema: signUpRoute }, async (request, reply) => {
    const input = request.body;
    refuseCommonPassword(input.password, 'password');
    await limits.codeSends.take(input.email);
    const existing = await users.findByEmail(input.email);
    // Hashed and recorded whoever owns the address, so every sign-up takes the same steps and time.
    const signup = { fullName: input.fullName, phoneNumber: input.phoneNumber, passwordHash: await hashPassword(input.password) };
    // Before any account is written, so a sign-up repeated within the minute changes nothing.
    const code = await app.otp.issue(input.email, 'signup', '', signup);
    if (existing?.verifiedAt || existing?.deletionRequestedAt) {
      await mailCodeBriefly(app, signupAttemptMail(existing.email, existing.fullName));
    } else {
      // A new address gets its account now; an unverified one keeps its details until this
      // sign-up's code is verified, so a second sign-up cannot set another's password.
      // The public form offers only 'retail buyer', stored as a retailer account.
      if (!existing) await users.create({ ...signup, email: input.email, accountType: 'retailer' });
      await mailCodeBriefly(app, codeMail('signup', existing?.email ?? input.email, code, input.fullName));
    }
    // The same answer for a new and a taken address, so it tells strangers nothing.
    return reply.code(201).send(ok({ email: input.email }, signupSucceeded(input.fullName)));
  });

  const verifyRoute = { body: verifyOtpSchema, response: { 200: loginReplySchema } };
  app.post('/signup/verify', { config: { rateLimit: CODE_CHECK_RATE_LIMIT }, schema: verifyRoute }, async (request, reply) => {
    const { email, otp } = request.body;
    const code = await app.otp.use(email, ['signup', 'login'], otp);
    const found = await users.findByEmail(email);
    if (!found || found.deletionRequestedAt) throw new AppError(400, 'INVALID_OTP', INVALID_OTP);
    // The sign-up this code was sent for sets the account's details now that its code came back.
    const pending = !found.verifiedAt && code.signup;
    const user = (pending && (await users.rewriteUnverified(found.id, { ...pending, email: found.email }))) || found;
    await users.markVerified(user.id, new Date());
    await startSession(app, request, reply, user.id);
    const wishlist = await app.repositories.wishlist.list(user.id);
    const cart = await app.repositories.cart.list(user.id);
    return ok({ user: toUserView(user, wishlist, cart) }, CODE_VERIFIED);
  });
};

export default signupRoutes;

import { loginReplySchema, messageReplySchema, tokenReplySchema } from '@shop/shared/contracts';
import { forgotPasswordSchema, signInSchema } from '@shop/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeMail } from '../../auth/code-mails';
import { clearSessionCookies, fromPageScript } from '../../auth/cookies';
import { verifyPassword } from '../../auth/password';
import { CODE_SEND_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from '../../auth/rate-limits';
import { endSession, issueSession, startSession } from '../../auth/session';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { toUserView } from '../../repositories/user-view';
import type { AuthLimits, AuthRouteOptions } from './auth-limits';
import { CODE_SENT_IF_KNOWN, invalidCredentials, mailCode, mailCodeBriefly } from './replies';

export const LOGIN_SUCCEEDED = 'Login successful';
export const LOGGED_OUT = 'Logged out successfully';
export const NOT_VERIFIED = 'Please verify your email first. We have sent you a code.';
export const TOKENS_ISSUED = 'Tokens issued';
export const BROWSER_TOKEN_REFUSED =
  'Tokens are not given to a web page: sign in with POST /api/v1/auth/login, whose session lives in HttpOnly cookies. ' +
  'This call is for clients that are not browsers and send neither Origin nor X-Requested-With.';

// An unverified account that signs in gets a fresh sign-up code, unless one left within the minute.
async function resendSignupCode(app: FastifyInstance, user: User): Promise<void> {
  if (await app.otp.sentRecently(user.email, 'signup')) return;
  const code = await app.otp.issue(user.email, 'signup');
  await mailCode(app, codeMail('signup', user.email, code, user.fullName));
}

/**
 * The password check of every password sign-in, for the browser and for other clients alike:
 * the attempt limits, the account's state and the hash. Answers the account that may sign in.
 */
async function checkPasswordSignIn(app: FastifyInstance, limits: AuthLimits, email: string, password: string): Promise<User> {
  // Counted before the hash is checked, so parallel guesses cannot all pass a limit read
  // beforehand; the right password takes its count back.
  const attempt = await limits.signInFailures.take(email);
  const found = await app.repositories.users.findByEmail(email);
  // An account waiting for deletion signs in no more, and says so no differently from a wrong password.
  const user = found && !found.deletionRequestedAt ? found : undefined;
  const passwordMatches = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordMatches) throw invalidCredentials();
  await attempt.giveBack();
  if (!user.verifiedAt) {
    await resendSignupCode(app, user);
    throw new AppError(403, 'ACCOUNT_NOT_VERIFIED', NOT_VERIFIED);
  }
  return user;
}

/** Password sign-in, code sign-in's first step, the token call of non-browser clients, and sign-out. */
const loginRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { limits }) => {
  const { users } = app.repositories;

  const loginSchema = { body: signInSchema, response: { 200: loginReplySchema } };
  app.post('/login', { config: { rateLimit: SIGN_IN_RATE_LIMIT }, schema: loginSchema }, async (request, reply) => {
    const { email, password } = request.body;
    const user = await checkPasswordSignIn(app, limits, email, password);
    await startSession(app, request, reply, user.id);
    const wishlist = await app.repositories.wishlist.list(user.id);
    const cart = await app.repositories.cart.list(user.id);
    return ok({ user: toUserView(user, wishlist, cart) }, LOGIN_SUCCEEDED);
  });

  // A client that is not a browser (an app, a script) gets its tokens in the body and sends them
  // as bearer tokens. No cookie is read or set, so a cross-site form gains nothing (no CSRF header
  // needed); a page's script is refused, so no token ever reaches one.
  const tokenSchema = {
    description: 'Tokens for a client that is not a browser, sent back as `Authorization: Bearer`. Refused (403) from a page.',
    body: signInSchema,
    response: { 200: tokenReplySchema },
  };
  app.post('/token', { config: { rateLimit: SIGN_IN_RATE_LIMIT, csrfExempt: true }, schema: tokenSchema }, async (request) => {
    if (fromPageScript(request)) throw new AppError(403, 'BROWSER_TOKEN_REFUSED', BROWSER_TOKEN_REFUSED);
    const { email, password } = request.body;
    const user = await checkPasswordSignIn(app, limits, email, password);
    return ok(await issueSession(app, user.id), TOKENS_ISSUED);
  });

  const codeSchema = { body: forgotPasswordSchema, response: { 200: messageReplySchema } };
  app.post('/login/otp', { config: { rateLimit: CODE_SEND_RATE_LIMIT }, schema: codeSchema }, async (request) => {
    const { email } = request.body;
    await limits.codeSends.take(email);
    const found = await users.findByEmail(email);
    // A code is recorded for unknown addresses too (and never mailed), so the reply, the
    // one-minute resend rule and a later check all behave the same for every address.
    const code = await app.otp.issue(email, 'login');
    if (found && !found.deletionRequestedAt) await mailCodeBriefly(app, codeMail('login', found.email, code, found.fullName));
    return ok(null, CODE_SENT_IF_KNOWN);
  });

  app.post('/logout', { schema: { response: { 200: messageReplySchema } } }, async (request, reply) => {
    await endSession(app, request);
    clearSessionCookies(request, reply);
    return ok(null, LOGGED_OUT);
  });
};

export default loginRoutes;

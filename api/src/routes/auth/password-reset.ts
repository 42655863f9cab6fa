import { randomInt } from 'node:crypto';
import { RESET_TOKEN_ALGORITHMS, RESET_TOKEN_HEADER, resetToken } from '@shop/shared/auth';
import { messageReplySchema, resetCodeReplySchema } from '@shop/shared/contracts';
import { changePasswordSchema, forgotPasswordSchema, verifyOtpSchema } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeMail } from '../../auth/code-mails';
import { safeEqual } from '../../auth/codes';
import { refuseCommonPassword } from '../../auth/common-password';
import { INVALID_OTP } from '../../auth/otp-service';
import { hashPassword } from '../../auth/password';
import { CODE_CHECK_RATE_LIMIT, CODE_SEND_RATE_LIMIT } from '../../auth/rate-limits';
import { endEverySession } from '../../auth/session';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { AuthRouteOptions } from './auth-limits';
import { CODE_SENT_IF_KNOWN, mailCodeBriefly } from './replies';

export const CODE_VERIFIED = 'OTP verified!';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const VERIFY_CODE_FIRST = 'Please verify the code first.';
export const INVALID_OTP_TOKEN = 'The security token does not match this code. Please retry.';

/** Forgot password: mail a code, check it, then change the password with the code and its header token. */
const passwordResetRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { limits }) => {
  const { users } = app.repositories;

  const sendSchema = { body: forgotPasswordSchema, response: { 200: resetCodeReplySchema } };
  app.post('/forgot-password', { config: { rateLimit: CODE_SEND_RATE_LIMIT }, schema: sendSchema }, async (request) => {
    const { email } = request.body;
    await limits.codeSends.take(email);
    const found = await users.findByEmail(email);
    const algoName = RESET_TOKEN_ALGORITHMS[randomInt(RESET_TOKEN_ALGORITHMS.length)] ?? 'SHA-256';
    // Recorded for unknown addresses too and never mailed: the same reply, the same resend rule.
    const code = await app.otp.issue(email, 'reset', algoName);
    if (found && !found.deletionRequestedAt) await mailCodeBriefly(app, codeMail('reset', found.email, code, found.fullName));
    return ok({ algoName }, CODE_SENT_IF_KNOWN);
  });

  const verifySchema = { body: verifyOtpSchema, response: { 200: messageReplySchema } };
  app.post('/forgot-password/verify', { config: { rateLimit: CODE_CHECK_RATE_LIMIT }, schema: verifySchema }, async (request) => {
    const { email, otp } = request.body;
    const row = await app.otp.check(email, ['reset'], otp);
    await app.otp.markVerified(row);
    return ok(null, CODE_VERIFIED);
  });

  const changeSchema = { body: changePasswordSchema, response: { 200: messageReplySchema } };
  app.put('/forgot-password', { config: { rateLimit: CODE_CHECK_RATE_LIMIT }, schema: changeSchema }, async (request) => {
    const { email, otp, newPassword } = request.body;
    // Before the code is looked at, so a refused password leaves the code as it was.
    refuseCommonPassword(newPassword, 'newPassword');
    const row = await app.otp.check(email, ['reset'], otp);
    if (!row.verifiedAt) throw new AppError(400, 'OTP_NOT_VERIFIED', VERIFY_CODE_FIRST);
    const presented = request.headers[RESET_TOKEN_HEADER.toLowerCase()];
    const expected = await resetToken(row.algoName, email, otp);
    if (typeof presented !== 'string' || !safeEqual(presented.trim().toLowerCase(), expected)) {
      await app.otp.countWrongTry(row);
      throw new AppError(400, 'INVALID_OTP_TOKEN', INVALID_OTP_TOKEN);
    }
    const user = await users.findByEmail(email);
    if (!user || user.deletionRequestedAt) throw new AppError(400, 'INVALID_OTP', INVALID_OTP);
    await app.otp.consume(row);
    const now = new Date();
    await users.setPasswordHash(user.id, await hashPassword(newPassword));
    // Only the owner of the mailbox can get this far, which is what verifying the e-mail proves.
    await users.markVerified(user.id, now);
    // Whoever knew the old password is signed out everywhere, their access tokens included.
    await endEverySession(app, user.id, now);
    return ok(null, PASSWORD_CHANGED);
  });
};

export default passwordResetRoutes;

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashTokenSecretText } from '../operators/secrets';
import type { StaffMemberRow } from '../repositories/staff-repository';

/** The back office's session cookie: sent only to the admin API, never readable by a page's script. */
export const STAFF_COOKIE = 'staffSession';
const COOKIE_PATH = '/api/admin';

/** A session ends after 30 minutes without a call, and 12 hours after sign-in whatever happens. */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_MS = 12 * 60 * 60_000;
// Writing "last seen" at most once a minute keeps a busy back office from one write per call.
const TOUCH_EVERY_MS = 60_000;

// Secure always in production; elsewhere when the request came over https (a local shop runs on http).
function cookieOptions(request: FastifyRequest) {
  const secure = request.server.config.isProduction || request.protocol === 'https';
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure };
}

/** Starts a session for a member and sets its cookie. */
export async function startStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: string,
): Promise<void> {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_SESSION_MS);
  await app.repositories.staff.createSession({ staffId, secretHash: hashTokenSecretText(secret), expiresAt, address: request.ip });
  reply.setCookie(STAFF_COOKIE, secret, { ...cookieOptions(request), expires: expiresAt });
}

/** The live session the request's cookie names, with its member, or undefined. */
export async function currentStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ sessionId: string; member: StaffMemberRow } | undefined> {
  const secret = request.cookies[STAFF_COOKIE];
  if (!secret) return undefined;
  const now = new Date();
  const found = await app.repositories.staff.findLiveSession(hashTokenSecretText(secret), now, new Date(now.getTime() - STAFF_IDLE_MS));
  if (found?.member.state !== 'active') return undefined;
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) await app.repositories.staff.touchSession(found.sessionId, now);
  return { sessionId: found.sessionId, member: found.member };
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
}

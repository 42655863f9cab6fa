import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { type SessionTokens, setSessionCookies } from './cookies';
import { TokenError } from './tokens';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const sessionEnded = () => new AppError(401, 'UNAUTHORIZED', SESSION_ENDED);

/**
 * How long after its rotation a refresh token may arrive again without counting as stolen.
 * Two tabs share one cookie jar: when both find their access token expired together, the
 * second refresh carries the token the first has just rotated. That is a race, not a theft.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export const REFRESH_RACE = 'REFRESH_RACE';

/** The refresh lost a race with another tab; the cookie jar already holds the new tokens. */
export const refreshRace = () => new AppError(409, REFRESH_RACE, 'This session was refreshed a moment ago; retry the request.');

/**
 * Starts a session (or continues a refresh token family): stores a refresh token row, signs
 * both tokens and sets the cookies. The tokens are returned for the reply body too.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  familyId: string = randomUUID(),
): Promise<SessionTokens> {
  const ttlSeconds = app.config.auth.refreshTokenTtlSeconds;
  const now = Date.now();
  const expiresAt = new Date(now + ttlSeconds * 1000);
  const tokenId = await app.repositories.refreshTokens.create({ userId, familyId, expiresAt, createdAt: new Date(now) });
  const refreshToken = await app.tokens.signRefresh({ userId, tokenId, familyId }, expiresAt);
  const token = await app.tokens.signAccess(userId);
  setSessionCookies(request, reply, { token, refreshToken }, ttlSeconds);
  return { token, refreshToken };
}

/**
 * Trades a refresh token for a new pair in the same family. A token presented a second time
 * means someone else holds a copy, so the whole family is revoked, the newer tokens included.
 */
export async function rotateSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  presented: string,
): Promise<SessionTokens> {
  const claims = await app.tokens.verifyRefresh(presented).catch((error: unknown) => {
    if (error instanceof TokenError) throw sessionEnded();
    throw error;
  });
  const tokens = app.repositories.refreshTokens;
  const row = await tokens.find(claims.tokenId);
  if (!row || row.userId !== claims.userId || row.familyId !== claims.familyId || row.revokedAt) throw sessionEnded();
  const now = new Date();
  const user = await app.repositories.users.findById(row.userId);
  const ended = !user || user.deletionRequestedAt || row.expiresAt <= now;
  if (!ended && row.usedAt && now.getTime() - row.usedAt.getTime() < REFRESH_REUSE_GRACE_MS) throw refreshRace();
  // markUsed fails when a parallel call rotated the same token first: a race like the one above.
  if (!ended && !row.usedAt && !(await tokens.markUsed(row.id, now))) throw refreshRace();
  if (ended || row.usedAt) {
    await tokens.revokeFamily(row.familyId, now);
    throw sessionEnded();
  }
  return startSession(app, request, reply, row.userId, row.familyId);
}

/** Ends the family of a refresh token, if the token is ours; anything else is ignored. */
export async function endSession(app: FastifyInstance, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const claims = await app.tokens.verifyRefresh(presented).catch(() => undefined);
  if (claims) await app.repositories.refreshTokens.revokeFamily(claims.familyId, new Date());
}

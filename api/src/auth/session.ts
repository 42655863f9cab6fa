import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { ACCESS_COOKIE, bearerToken, REFRESH_COOKIE, type SessionTokens, setSessionCookies } from './cookies';
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
 * Issues a pair of tokens for the account at its current session version and stores the refresh
 * token's row (a new family, or the next token of one). Sets no cookie.
 */
export async function issueSession(app: FastifyInstance, userId: string, familyId: string = randomUUID()): Promise<SessionTokens> {
  const sessionVersion = await app.repositories.users.sessionVersionOf(userId);
  if (sessionVersion === undefined) throw sessionEnded();
  const expiresAt = new Date(Date.now() + app.config.auth.refreshTokenTtlSeconds * 1000);
  const tokenId = await app.repositories.refreshTokens.create({ userId, familyId, expiresAt, createdAt: new Date() });
  const refreshToken = await app.tokens.signRefresh({ userId, sessionVersion, tokenId, familyId }, expiresAt);
  const token = await app.tokens.signAccess(userId, sessionVersion);
  return { token, refreshToken };
}

/**
 * Starts a browser's session: issues the tokens and sets them as cookies. A reply body never
 * carries them (the reply schemas leave them out), so no script on the page can read them.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  familyId?: string,
): Promise<SessionTokens> {
  const tokens = await issueSession(app, userId, familyId);
  setSessionCookies(request, reply, tokens, app.config.auth.refreshTokenTtlSeconds);
  return tokens;
}

/**
 * Trades a refresh token for a new pair in the same family. A token presented a second time
 * means someone else holds a copy, so the whole family is revoked, the newer tokens included.
 * A token from before the account's last sign-out or password reset is ended like a revoked one.
 */
export async function rotateSession(app: FastifyInstance, presented: string): Promise<SessionTokens> {
  const claims = await app.tokens.verifyRefresh(presented).catch((error: unknown) => {
    if (error instanceof TokenError) throw sessionEnded();
    throw error;
  });
  const tokens = app.repositories.refreshTokens;
  const row = await tokens.find(claims.tokenId);
  if (!row || row.userId !== claims.userId || row.familyId !== claims.familyId || row.revokedAt) throw sessionEnded();
  const now = new Date();
  const user = await app.repositories.users.findById(row.userId);
  const ended = !user || user.deletionRequestedAt || user.sessionVersion !== claims.sessionVersion || row.expiresAt <= now;
  if (!ended && row.usedAt && now.getTime() - row.usedAt.getTime() < REFRESH_REUSE_GRACE_MS) throw refreshRace();
  // markUsed fails when a parallel call rotated the same token first: a race like the one above.
  if (!ended && !row.usedAt && !(await tokens.markUsed(row.id, now))) throw refreshRace();
  if (ended || row.usedAt) {
    await tokens.revokeFamily(row.familyId, now);
    throw sessionEnded();
  }
  return issueSession(app, row.userId, row.familyId);
}

/**
 * Ends every session of the account: raising its session version ends each access token at once,
 * on every API process (they all read the version with the user row), and its refresh tokens are revoked.
 */
export async function endEverySession(app: FastifyInstance, userId: string, at: Date = new Date()): Promise<void> {
  await app.repositories.users.raiseSessionVersion(userId);
  await app.repositories.refreshTokens.revokeAllOfUser(userId, at);
}

/** The account a current refresh or access token of this request stands for, if any. */
async function currentAccountOf(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const presentedRefresh = request.cookies[REFRESH_COOKIE] ?? bearerToken(request);
  const refresh = presentedRefresh ? await app.tokens.verifyRefresh(presentedRefresh).catch(() => undefined) : undefined;
  if (refresh) {
    const row = await app.repositories.refreshTokens.find(refresh.tokenId);
    if (!row || row.revokedAt) return undefined;
  }
  const presentedAccess = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
  const access = !refresh && presentedAccess ? await app.tokens.verifyAccess(presentedAccess).catch(() => undefined) : undefined;
  const claims = refresh ?? access;
  if (!claims) return undefined;
  const current = await app.repositories.users.sessionVersionOf(claims.userId);
  return current === claims.sessionVersion ? claims.userId : undefined;
}

/**
 * Sign-out: ends every session of the account the request's tokens stand for. A token already
 * ended, revoked or not ours is ignored, so an old copy cannot sign anyone out.
 */
export async function endSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const userId = await currentAccountOf(app, request);
  if (userId) await endEverySession(app, userId);
}

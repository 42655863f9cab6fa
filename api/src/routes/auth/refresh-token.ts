import { refreshReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, clearSessionCookies, fromPageScript, REFRESH_COOKIE, setSessionCookies } from '../../auth/cookies';
import { REFRESH_RACE, rotateSession, SESSION_ENDED } from '../../auth/session';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';

export const SESSION_REFRESHED = 'Session refreshed';

/** Refreshes a client may make per minute; the browser makes one per expired access token. */
export const REFRESH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * GET /api/auth/refreshtoken: rotates the refresh token. A browser's (its cookie, or any call from
 * a page's script) comes back as new cookies and never in the body; a non-browser client's bearer
 * token comes back in the body, with no cookie. Any refusal also clears the cookies, except 409
 * REFRESH_RACE: the token was rotated moments ago by another tab, whose reply carries the new cookies.
 */
const refreshTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: { 200: refreshReplySchema } };
  app.get('/auth/refreshtoken', { config: { rateLimit: REFRESH_RATE_LIMIT }, schema }, async (request, reply) => {
    const fromCookie = request.cookies[REFRESH_COOKIE];
    const presented = fromCookie ?? bearerToken(request);
    // A GET is not covered by the global header check, and Lax cookies ride along on a
    // cross-site link; so a cookie refresh must come from the shop's own client.
    if (fromCookie && request.headers['x-requested-with']?.toString().toLowerCase() !== 'xmlhttprequest') {
      throw new AppError(403, 'CSRF_REJECTED', 'Request rejected: send the header X-Requested-With: XMLHttpRequest.');
    }
    try {
      if (!presented) throw new AppError(401, 'UNAUTHORIZED', SESSION_ENDED);
      const tokens = await rotateSession(app, presented);
      if (!fromCookie && !fromPageScript(request)) return ok(tokens, SESSION_REFRESHED);
      setSessionCookies(request, reply, tokens, app.config.auth.refreshTokenTtlSeconds);
      return ok(null, SESSION_REFRESHED);
    } catch (error) {
      // A lost race keeps the cookies: the winning reply has just set the new ones.
      if (!(error instanceof AppError && error.errorCode === REFRESH_RACE)) clearSessionCookies(request, reply);
      throw error;
    }
  });
};

export default refreshTokenRoutes;

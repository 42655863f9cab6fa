import { refreshReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, clearSessionCookies, REFRESH_COOKIE } from '../../auth/cookies';
import { REFRESH_RACE, rotateSession, SESSION_ENDED } from '../../auth/session';
import { AppError } from '../../http/app-error';

/** Refreshes a client may make per minute; the browser makes one per expired access token. */
export const REFRESH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * GET /api/auth/refreshtoken: rotates the refresh token (cookie, or bearer for non-browser
 * clients) and sets new cookies. Any refusal also clears the cookies, except 409 REFRESH_RACE:
 * the token was rotated moments ago by another tab, whose reply carries the new cookies.
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
      const tokens = await rotateSession(app, request, reply, presented);
      // `token` and `refreshToken` at the top level where shop pages read them, and in `data` as every reply has.
      return { success: true as const, ...tokens, data: tokens };
    } catch (error) {
      // A lost race keeps the cookies: the winning reply has just set the new ones.
      if (!(error instanceof AppError && error.errorCode === REFRESH_RACE)) clearSessionCookies(request, reply);
      throw error;
    }
  });
};

export default refreshTokenRoutes;

import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { ErrorBody } from '../http/envelope';
import { ACCESS_COOKIE, bearerToken } from './cookies';
import { TokenError, type TokenService } from './tokens';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const TOKEN_EXPIRED = 'Your session token has expired.';
export const TOKEN_INVALID = 'Your session is not valid. Please sign in again.';

/** The body of a 401 for an expired access token; the flag tells the client to refresh and retry. */
export type TokenExpiredBody = ErrorBody & { tokenExpired: true };

/**
 * The preHandler of every route that needs a signed-in shopper: reads the access token from
 * `Authorization: Bearer` or the cookie and sets `request.userId`.
 */
export function createAuthenticate(tokens: TokenService) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    if (!token) throw new AppError(401, 'UNAUTHORIZED', SIGN_IN_REQUIRED);
    try {
      request.userId = (await tokens.verifyAccess(token)).userId;
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      if (error.reason === 'invalid') throw new AppError(401, 'UNAUTHORIZED', TOKEN_INVALID);
      const body: TokenExpiredBody = { success: false, errorCode: 'TOKEN_EXPIRED', message: TOKEN_EXPIRED, tokenExpired: true };
      return reply.code(401).send(body);
    }
  };
}

/**
 * The preHandler of routes open to everyone that still want to know who is asking (an inquiry
 * from a signed-in shopper is linked to the account). A missing, expired or forged token just
 * leaves `request.userId` empty: such a route must never refuse a guest.
 */
export function createIdentify(tokens: TokenService) {
  return async function identify(request: FastifyRequest) {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    if (!token) return;
    try {
      request.userId = (await tokens.verifyAccess(token)).userId;
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
    }
  };
}

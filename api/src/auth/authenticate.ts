import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { ErrorBody } from '../http/envelope';
import type { UserRepository } from '../repositories/user-repository';
import { ACCESS_COOKIE, bearerToken } from './cookies';
import { SESSION_ENDED } from './session';
import { TokenError, type TokenService } from './tokens';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const TOKEN_EXPIRED = 'Your session token has expired.';
export const TOKEN_INVALID = 'Your session is not valid. Please sign in again.';

/** The body of a 401 for an expired access token; the flag tells the client to refresh and retry. */
export type TokenExpiredBody = ErrorBody & { tokenExpired: true };

/**
 * The preHandler hook of every route group that needs a signed-in shopper: reads the access token
 * from `Authorization: Bearer` or the cookie, loads the account and sets `request.userId` and
 * `request.user`. The account is read on every call: once it is gone or waiting for deletion, or its
 * session version has moved past the token's (sign-out, a password reset), every route answers 401
 * as for an ended session.
 */
export function createAuthenticate(tokens: TokenService, users: UserRepository) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    if (!token) throw new AppError(401, 'UNAUTHORIZED', SIGN_IN_REQUIRED);
    try {
      const { userId, sessionVersion } = await tokens.verifyAccess(token);
      const user = await users.findById(userId);
      if (!user || user.deletionRequestedAt || user.sessionVersion !== sessionVersion) {
        throw new AppError(401, 'UNAUTHORIZED', SESSION_ENDED);
      }
      request.userId = userId;
      request.signedInUser = user;
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
 * from a signed-in shopper is linked to the account). A missing, expired, forged or ended token,
 * or an account waiting for deletion, just leaves `request.userId` empty: such a route must never
 * refuse a guest.
 */
export function createIdentify(tokens: TokenService, users: UserRepository) {
  return async function identify(request: FastifyRequest) {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    if (!token) return;
    try {
      const { userId, sessionVersion } = await tokens.verifyAccess(token);
      if ((await users.sessionVersionOf(userId)) === sessionVersion) request.userId = userId;
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
    }
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthenticate, createIdentify } from '../../auth/authenticate';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { createOtpService, type OtpService } from '../../auth/otp-service';
import { createTokenService, type TokenService } from '../../auth/tokens';
import type { User } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    otp: OtpService;
    /**
     * The sign-in check, a preHandler hook each signed-in route group adds once
     * (`app.addHook('preHandler', app.authenticate)`): 401 without a live session, else sets `request.user`.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** preHandler for open routes: sets `request.userId` when a valid session came along, else leaves it ''. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in shopper, set by `authenticate` (or by `identify` on open routes); '' elsewhere. */
    userId: string;
    /** The signed-in shopper's account row, loaded by `authenticate`; null elsewhere. Routes read `user`. */
    signedInUser: User | null;
    /** The signed-in shopper's account row; reading it on a route without the sign-in check is a programming error. */
    readonly user: User;
  }
}

/** Session tokens, one-time codes and the sign-in check, shared by every route. */
export default fp(
  async (app) => {
    const secret = await resolveJwtSecret(app.config);
    const tokens = createTokenService({ secret, accessTokenTtlSeconds: app.config.auth.accessTokenTtlSeconds });
    app.decorate('tokens', tokens);
    app.decorate('otp', createOtpService(app.repositories.otpCodes));
    app.decorateRequest('userId', '');
    app.decorateRequest('signedInUser', null);
    app.decorateRequest('user', {
      getter(this: FastifyRequest): User {
        if (!this.signedInUser) throw new Error(`${this.method} ${this.routeOptions.url} reads request.user without the sign-in check`);
        return this.signedInUser;
      },
    });
    app.decorate('authenticate', createAuthenticate(tokens, app.repositories.users));
    app.decorate('identify', createIdentify(tokens, app.repositories.users));
  },
  { name: 'session', dependencies: ['repositories', 'cookie'] },
);

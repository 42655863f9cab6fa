import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthenticate, createIdentify } from '../../auth/authenticate';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { createOtpService, type OtpService } from '../../auth/otp-service';
import { createTokenService, type TokenService } from '../../auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    otp: OtpService;
    /** preHandler for routes that need a signed-in shopper; 401 otherwise. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    /** preHandler for open routes: sets `request.userId` when a valid session came along, else leaves it ''. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in shopper, set by `authenticate`; '' elsewhere. */
    userId: string;
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
    app.decorate('authenticate', createAuthenticate(tokens, app.repositories.users));
    app.decorate('identify', createIdentify(tokens, app.repositories.users));
  },
  { name: 'session', dependencies: ['repositories', 'cookie'] },
);

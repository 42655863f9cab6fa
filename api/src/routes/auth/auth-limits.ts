import type { FastifyInstance } from 'fastify';
import { CODE_SENDS_PER_EMAIL, perEmailLimit, SIGN_IN_FAILURES_PER_EMAIL } from '../../auth/rate-limits';

/** The per-account counters, made once so login and delete-account share one failure count. */
export function createAuthLimits(app: FastifyInstance) {
  return {
    signInFailures: perEmailLimit(app, SIGN_IN_FAILURES_PER_EMAIL),
    codeSends: perEmailLimit(app, CODE_SENDS_PER_EMAIL),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

export interface AuthRouteOptions {
  limits: AuthLimits;
}

import type { FastifyInstance } from 'fastify';
import { CODE_SENDS_PER_EMAIL, perEmailLimit, SIGN_IN_FAILURES_PER_EMAIL, signInThrottled } from '../../auth/rate-limits';

/** The per-account budgets: password checks (sign-in and delete-account share one) and code mails. */
export function createAuthLimits(app: FastifyInstance) {
  return {
    signInFailures: perEmailLimit(app, 'sign-in-failures', SIGN_IN_FAILURES_PER_EMAIL, signInThrottled),
    codeSends: perEmailLimit(app, 'code-sends', CODE_SENDS_PER_EMAIL),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

export interface AuthRouteOptions {
  limits: AuthLimits;
}

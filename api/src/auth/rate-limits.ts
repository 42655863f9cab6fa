import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { TOO_MANY_REQUESTS } from '../plugins/external/rate-limit';

// Per client address: every call counts. Generous enough for a household or office behind
// one address and for a browser test run; a script guessing passwords hits the per-account
// limit long before these.
/** Password sign-ins and deletion requests per client address. */
export const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Calls that mail a code (sign-up, code sign-in, forgot password) per client address. */
export const CODE_SEND_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
/** Code checks per client address; each code also dies on its sixth wrong try. */
export const CODE_CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

// Per account (e-mail address), whatever address the calls come from.
/** Wrong passwords per account before password checks stop for the rest of the window. */
export const SIGN_IN_FAILURES_PER_EMAIL = { max: 10, timeWindow: '15 minutes' } as const;
/** Codes mailed per account; a second code within a minute is refused separately (OTP_TOO_SOON). */
export const CODE_SENDS_PER_EMAIL = { max: 5, timeWindow: '15 minutes' } as const;

const tooMany = () => new AppError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS);

function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** A counter keyed by the e-mail address in the request body, in the rate-limit plugin's store. */
export function perEmailLimit(app: FastifyInstance, limit: { max: number; timeWindow: string }) {
  const limiter = app.createRateLimit({ ...limit, keyGenerator: emailKey });
  return {
    /** Counts this call; 429 once the account is over the limit. */
    async hit(request: FastifyRequest): Promise<void> {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany();
    },
    /** 429 when the account has used up the limit, without counting this call. */
    async check(request: FastifyRequest): Promise<void> {
      const result = await limiter(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) throw tooMany();
    },
    /** Counts a failure without refusing this call (which already failed for its own reason). */
    async count(request: FastifyRequest): Promise<void> {
      await limiter(request);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { TOO_MANY_REQUESTS } from '../plugins/external/rate-limit';

// Per client address: every call counts, and the routes of one group share one budget. Generous
// enough for a household or office behind one address and for a browser test run; a script
// guessing passwords hits the per-account limit long before these.
/** Password sign-ins and deletion requests per client address. */
export const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute', groupId: 'sign-in' } as const;
/** Calls that mail a code (sign-up, code sign-in, forgot password) per client address. */
export const CODE_SEND_RATE_LIMIT = { max: 30, timeWindow: '10 minutes', groupId: 'code-send' } as const;
/** Code checks (sign-up or sign-in code, reset code, password change) per client address; each code also dies on its sixth wrong try. */
export const CODE_CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute', groupId: 'code-check' } as const;

// Per account (e-mail address), whatever address the calls come from. Windows in milliseconds.
/** Wrong passwords per account before password checks stop for the rest of the window. */
export const SIGN_IN_FAILURES_PER_EMAIL = { max: 10, timeWindowMs: 15 * 60_000 } as const;
/** Codes mailed per account; a second code within a minute is refused separately (OTP_TOO_SOON). */
export const CODE_SENDS_PER_EMAIL = { max: 5, timeWindowMs: 15 * 60_000 } as const;

/** The refusal once wrong passwords stopped password checks: a code sign-in still works, and the shopper is told so. */
export const signInThrottled = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in with a code sent to your e-mail.`;
};

/** 429 with Retry-After, as the per-address limits answer, in the limit's own words when it has them. */
const tooMany = (resetsAt: Date, message: (retryAfterSeconds: number) => string) => {
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
  return new AppError(429, 'RATE_LIMITED', message(retryAfter), { 'retry-after': String(retryAfter) });
};

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * A budget per account in the shared rate-limit counters. `take` counts the call first, in one
 * statement, and refuses it once the account is over: parallel calls each get their own count,
 * so no more than `max` get past, whatever the number of processes.
 */
export function perEmailLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindowMs: number },
  refusal: (retryAfterSeconds: number) => string = () => TOO_MANY_REQUESTS,
) {
  const counters = app.repositories.rateLimits;
  return {
    /** Counts this call; 429 once the account is over the limit. Returns how to take the count back. */
    async take(email: string): Promise<{ giveBack: () => Promise<void> }> {
      const key = `account:${name}:${normalEmail(email)}`;
      const count = await counters.hit(key, limit.timeWindowMs);
      if (count.hits > limit.max) throw tooMany(count.resetsAt, refusal);
      return { giveBack: () => counters.giveBack(key) };
    },
  };
}

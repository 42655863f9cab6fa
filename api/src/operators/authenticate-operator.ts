import { timingSafeEqual } from 'node:crypto';
import { BOOTSTRAP_TOKEN_NAME } from '@shop/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/cookies';
import { AppError } from '../http/app-error';
import { TOO_MANY_REQUESTS } from '../plugins/external/rate-limit';
import type { OperatorTokenRepository } from '../repositories/operator-token-repository';
import type { RateLimitRepository } from '../repositories/rate-limit-repository';
import { ADMIN_SCOPE } from './scopes';
import { hashTokenSecret } from './secrets';

/** The token that authenticated an operator call, as the audit names it. */
export interface OperatorIdentity {
  /** The stored token's id; null for OPERATOR_TOKEN, which has no row. */
  id: string | null;
  name: string;
  scope: string;
}

/** Failed operator authentications one address may make in a window before every operator call refuses it. */
export const OPERATOR_AUTH_FAILURES = { max: 10, timeWindowMs: 60_000 } as const;

export const OPERATOR_TOKEN_REQUIRED = 'Operator token required: send Authorization: Bearer <token>.';
export const OPERATOR_TOKEN_UNKNOWN = 'Operator token not recognised.';

interface Deps {
  /** OPERATOR_TOKEN: the bootstrap admin credential; absent, only stored tokens authenticate. */
  bootstrapToken: string | undefined;
  tokens: OperatorTokenRepository;
  counters: RateLimitRepository;
  /** RATE_LIMIT_FACTOR, as for every per-address limit. */
  rateLimitFactor: number;
}

const unauthorized = (message: string) => new AppError(401, 'UNAUTHORIZED', message);

const tooMany = (resetsAt: Date) =>
  new AppError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS, {
    'retry-after': String(Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000))),
  });

/**
 * Finds the operator token of a request, or refuses it. A token that was presented and refused
 * (unknown, revoked, expired) counts against the caller's address in the shared rate-limit
 * counters; past the limit, every operator call from that address answers 429 until the window
 * ends, a right token included, so a guess cannot be confirmed meanwhile. A request without a
 * token guesses nothing and is not counted.
 */
export function createOperatorAuthentication({ bootstrapToken, tokens, counters, rateLimitFactor }: Deps) {
  const maxFailures = OPERATOR_AUTH_FAILURES.max * rateLimitFactor;
  // Digests of equal length, compared in constant time, so the bootstrap token cannot be guessed by timing.
  const bootstrapDigest = bootstrapToken ? hashTokenSecret(bootstrapToken) : undefined;

  /** The token's identity, or why it was refused. */
  async function verify(secret: string, at: Date): Promise<OperatorIdentity | string> {
    const digest = hashTokenSecret(secret);
    if (bootstrapDigest && timingSafeEqual(bootstrapDigest, digest)) return { id: null, name: BOOTSTRAP_TOKEN_NAME, scope: ADMIN_SCOPE };
    const row = await tokens.findByHash(digest.toString('hex'));
    if (!row) return OPERATOR_TOKEN_UNKNOWN;
    if (row.revokedAt) return `Operator token ${row.name} was revoked.`;
    if (row.expiresAt && row.expiresAt <= at) return `Operator token ${row.name} has expired.`;
    await tokens.markUsed(row.id, at);
    return { id: row.id, name: row.name, scope: row.scope };
  }

  return async function authenticateOperator(request: FastifyRequest): Promise<OperatorIdentity> {
    const key = `address:operator-auth-failures:${request.ip}`;
    const failures = await counters.read(key);
    if (failures && failures.hits > maxFailures) throw tooMany(failures.resetsAt);

    const secret = bearerToken(request);
    if (!secret) throw unauthorized(OPERATOR_TOKEN_REQUIRED);
    const verified = await verify(secret, new Date());
    if (typeof verified !== 'string') return verified;

    // Counted in one statement, so parallel failures each get their own count and no more than the limit get a 401.
    const count = await counters.hit(key, OPERATOR_AUTH_FAILURES.timeWindowMs);
    if (count.hits <= maxFailures) throw unauthorized(verified);
    if (count.hits === maxFailures + 1) {
      request.log.warn(
        { address: request.ip, failures: count.hits, until: count.resetsAt },
        'Operator authentication failures over the limit: operator calls from this address are refused',
      );
    }
    throw tooMany(count.resetsAt);
  };
}

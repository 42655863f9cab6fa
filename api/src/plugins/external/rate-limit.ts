import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import type { RateLimitRepository } from '../../repositories/rate-limit-repository';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';

/** How often ended rate-limit windows are deleted. */
const CLEAN_UP_EVERY_MS = 60_000;

interface BudgetOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The plugin's counters in the database, so several API processes share one budget per client
 * address. A route's budget is its `groupId` when it has one (routes that share a budget name the
 * same group), else the route itself.
 */
function databaseStore(counters: RateLimitRepository): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    readonly budget: string;

    constructor(_options?: unknown, budget = 'default') {
      this.budget = budget;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = new Date();
      counters.hit(`address:${this.budget}:${key}`, timeWindow, at).then(
        (count) => callback(null, { current: count.hits, ttl: count.resetsAt.getTime() - at.getTime() }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Declared as the route's options; the plugin passes its merged rate-limit options, which
      // carry the group and the route (index.js, `store.child(mergedRateLimitParams)`).
      const { groupId, routeInfo } = options as unknown as BudgetOptions;
      return new DatabaseStore(undefined, groupId ?? (routeInfo ? `${routeInfo.method} ${routeInfo.url}` : 'default'));
    }
  };
}

// Off by default: a route opts in with `config: { rateLimit: { max, timeWindow, groupId? } }`.
// Counters are per client IP (the default key) and kept in the database (`rateLimitCounters`).
// `factor` (RATE_LIMIT_FACTOR) multiplies each route's `max`; the per-account limits of
// `auth/rate-limits.ts` keep their own numbers.
export default fp<{ factor?: number }>(
  async (app, { factor = 1 }) => {
    if (factor !== 1) {
      // Runs before the rate-limit plugin's own onRoute hook, which reads the route's limit.
      app.addHook('onRoute', (route) => {
        const limit = route.config?.rateLimit;
        if (limit && typeof limit.max === 'number') {
          route.config = { ...route.config, rateLimit: { ...limit, max: limit.max * factor } };
        }
      });
    }
    const counters = app.repositories.rateLimits;
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(counters),
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS),
    });

    // Every process cleans up; deleting the same ended rows twice is harmless.
    const timer = setInterval(() => {
      counters.deleteEnded().catch((error: unknown) => app.log.error({ err: error }, 'Deleting ended rate-limit windows failed'));
    }, CLEAN_UP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['repositories'] },
);

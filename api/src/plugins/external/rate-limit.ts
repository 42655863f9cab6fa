import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';

// Off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
// Counters are per client IP (the default key) and kept in this process's memory.
// `factor` (RATE_LIMIT_FACTOR) multiplies each route's `max`; limits made with
// `app.createRateLimit` (per account) keep their own numbers.
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
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS),
    });
  },
  { name: 'rate-limit' },
);

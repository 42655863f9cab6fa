import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';

// Off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
// Counters are per client IP (the default key) and kept in this process's memory.
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS),
    });
  },
  { name: 'rate-limit' },
);

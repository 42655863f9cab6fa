import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';

// The shell and the remotes run on their own origins and send cookies, so the
// allowed origins are an explicit list (credentials forbid the `*` wildcard).
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { createOrderService, type OrderService } from '../../orders';
import { createRepositories, type Repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    repositories: Repositories;
    /** The orders domain: placing, holds and payments, over the repositories. */
    orderService: OrderService;
  }
}

// Routes reach data only through these decorations, so tests can hand the app
// any database (in-memory PGlite or a PostgreSQL schema of their own).
export default fp<{ config: AppConfig; database: Database }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('repositories', createRepositories(database.db));
    // The mail queue is decorated later (plugins/app/mailer.ts); it is there by the first request.
    app.decorate('orderService', createOrderService(database.db, { afterCommit: () => void app.mailQueue?.flush() }));
  },
  { name: 'repositories' },
);

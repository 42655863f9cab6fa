import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { createRepositories, type Repositories } from '../../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    repositories: Repositories;
  }
}

// Routes reach data only through these decorations, so tests can hand the app
// any database (in-memory PGlite or a PostgreSQL schema of their own).
export default fp<{ config: AppConfig; database: Database }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('repositories', createRepositories(database.db));
  },
  { name: 'repositories' },
);

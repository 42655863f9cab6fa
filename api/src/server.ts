import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config/env';
import { createDb } from './db/client';
import { seedDatabase } from './db/seed';

function loadConfigOrExit() {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger exists yet; the message already lists every bad variable.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await createDb(config);
  const app = buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      // Closing PGlite cleanly flushes its files; an abrupt exit can corrupt the data folder.
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    // Several processes may start at once on one PostgreSQL: one migrates and seeds at a time.
    const seeded = await database.alone(async () => {
      await database.migrate({ migrationsFolder: config.paths.migrationsDir });
      return seedDatabase(database.db, {
        productCount: config.seedProducts,
        demoAccounts: !config.isProduction,
        demoStaff: !config.isProduction,
      });
    });
    // PGlite runs no autovacuum: without this its planner has no statistics, counts read every row
    // and no index-only scan is possible.
    if (database.driver === 'pglite') await database.db.execute(sql`vacuum analyze`);
    app.log.info({ driver: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined, seeded }, 'database ready');
    // Fastify logs the address it listens on.
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'start-up failed');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
}

await main();

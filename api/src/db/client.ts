import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { AppConfig } from '../config/env';
import * as schema from './schema';

/** The Drizzle API common to both drivers; repositories depend on this only. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface MigrateOptions {
  migrationsFolder: string;
  /** Where drizzle keeps its migration journal; tests give each file its own schema. */
  migrationsSchema?: string;
}

export interface Database {
  db: AppDb;
  driver: 'pglite' | 'postgres';
  migrate(options: MigrateOptions): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `work` while no other API process runs its own: processes starting side by side on one
   * PostgreSQL would otherwise apply a migration twice or seed an empty shop twice.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Passes the payload of every notification on `channel` to `onNotice`, and calls `onListen`
   * each time listening (re)starts, since notices sent meanwhile are lost. Resolves to the stop.
   */
  listen(channel: string, onNotice: (payload: string) => void, onListen: () => void): Promise<() => Promise<void>>;
  /**
   * How the mail queue (decision 028) reaches this database: on PostgreSQL with a pool of its own,
   * on PGlite through the one connection (several statements when no values are given); null
   * for an app given no database, which works no queue.
   */
  queueConnection: QueueConnection | null;
  close(): Promise<void>;
}

/** What pg-boss is given to reach the database: its own connection string, or a function running SQL. */
export type QueueConnection =
  | { connectionString: string }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

/** The advisory lock key of start-up work; any fixed number the shop uses for nothing else. */
const START_UP_LOCK = 7_240_001;

/** Options of every PGlite the app opens: the migrations create the pg_trgm extension, so it must be loadable. */
export function pgliteOptions(options: Omit<PGliteOptions, 'extensions'> = {}): PGliteOptions {
  return { ...options, extensions: { pg_trgm } };
}

/** Wraps an open PGlite client; tests use it for clients restored from a snapshot. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: (options) => migratePglite(db, options),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // A PGlite data folder belongs to one process.
    alone: (work) => work(),
    // One connection: a notice arrives with the reply to the statement that committed it.
    listen: async (channel, onNotice, onListen) => {
      const stop = await client.listen(channel, onNotice);
      onListen();
      return () => stop();
    },
    queueConnection: {
      db: {
        executeSql: async (text, values) => {
          if (values?.length) return client.query(text, values);
          return (await client.exec(text)).at(-1) ?? { rows: [] };
        },
      },
    },
    close: () => client.close(),
  };
}

/**
 * Opens an embedded PGlite database. With a folder it persists there (created if
 * missing); without one it lives in memory.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(pgliteOptions(dataDir ? { dataDir } : {}));
  await client.waitReady;
  return pgliteDatabase(client);
}

export interface PostgresOptions {
  /** Sets search_path on every connection so unqualified tables resolve there. */
  searchPath?: string;
  max?: number;
}

/** Connects to a PostgreSQL server through postgres-js. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const client = postgres(url, {
    max: options.max ?? 10,
    // postgres-js prints NOTICEs (e.g. "schema already exists") to the console by default.
    onnotice: () => {},
    ...(options.searchPath ? { connection: { search_path: options.searchPath } } : {}),
  });
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    driver: 'postgres',
    migrate: (migrateOptions) => migratePostgres(db, migrateOptions),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // The lock is held by a connection of its own while the work runs on the others.
    alone: async (work) => {
      const holder = await client.reserve();
      try {
        await holder`select pg_advisory_lock(${START_UP_LOCK})`;
        return await work();
      } finally {
        await holder`select pg_advisory_unlock(${START_UP_LOCK})`.catch(() => undefined);
        holder.release();
      }
    },
    // postgres-js listens on a connection of its own and listens again after a reconnect.
    listen: async (channel, onNotice, onListen) => {
      const { unlisten } = await client.listen(channel, onNotice, onListen);
      return unlisten;
    },
    queueConnection: { connectionString: url },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Opens the database the configuration names: PostgreSQL from DATABASE_URL, else PGlite in DATA_DIR. */
export function createDb(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return Promise.resolve(openPostgres(config.databaseUrl));
  return openPglite(path.join(config.dataDir, 'pglite'));
}

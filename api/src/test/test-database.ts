import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { paths } from '../config/paths';
import { type Database, openPostgres, pgliteDatabase, pgliteOptions } from '../db/client';
import * as schema from '../db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… from TEST_DATABASE_URL, or '' to use in-memory PGlite. */
    testDatabaseUrl: string;
    /** A migrated PGlite data folder as a tar file, written by global-setup.ts. */
    pgliteSnapshot: string;
  }
}

export interface TestDatabase extends Database {
  /** Empties every table, so each test starts from a blank shop. */
  reset(): Promise<void>;
  /**
   * Another connection to the same data, as a second API process would hold (on PGlite, which
   * has one connection, the same one). The caller closes it.
   */
  connectAgain(): Database;
}

const tableNames = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map(getTableName);

/**
 * Empties the tables a test wrote to. Truncating all of them costs about 80 ms on PostgreSQL, over
 * a thousand tests; finding the few with rows takes a few, so only those are truncated (the shop's
 * tables have no sequences to restart).
 */
const emptyWrittenTables = sql.raw(`do $$
declare
  name text;
  written text[] := '{}';
  has_rows boolean;
begin
  foreach name in array array[${tableNames.map((name) => `'${name}'`).join(', ')}] loop
    execute format('select exists (select 1 from %I)', name) into has_rows;
    if has_rows then written := written || quote_ident(name); end if;
  end loop;
  if cardinality(written) > 0 then
    execute 'truncate table ' || array_to_string(written, ', ') || ' cascade';
  end if;
end $$`);

function withReset(database: Database, connectAgain: () => Database): TestDatabase {
  return {
    ...database,
    reset: async () => {
      await database.db.execute(emptyWrittenTables);
    },
    connectAgain,
  };
}

/** PGlite's one connection, shared: closing the second handle leaves it open. */
const sameConnection = (database: Database) => () => ({ ...database, close: () => Promise.resolve() });

let workerDatabase: Promise<string> | undefined;

/**
 * The database of this test worker, made beside the given one at its first use. Files run side by
 * side in workers; a database each keeps one worker's notices (a catalogue change, say) from
 * reaching another's listeners, which a shared database would do whatever the schema.
 */
function databaseOfThisWorker(url: string): Promise<string> {
  workerDatabase ??= (async () => {
    const worker = new URL(url);
    const name = `${worker.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '1'}`;
    worker.pathname = `/${name}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [found] = await admin`select 1 from pg_database where datname = ${name}`;
      if (!found) await admin.unsafe(`create database "${name}"`);
    } finally {
      await admin.end({ timeout: 5 });
    }
    return worker.toString();
  })();
  return workerDatabase;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const url = await databaseOfThisWorker(serverUrl);
  // A schema per test file keeps files apart and leaves nothing behind.
  const schemaName = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema "${schemaName}"`);
  const database = openPostgres(url, { searchPath: schemaName, max: 4 });
  await database.migrate({ migrationsFolder: paths.migrationsDir, migrationsSchema: schemaName });
  return withReset(
    {
      ...database,
      close: async () => {
        await database.close();
        await admin.unsafe(`drop schema "${schemaName}" cascade`);
        await admin.end({ timeout: 5 });
      },
    },
    () => openPostgres(url, { searchPath: schemaName, max: 2 }),
  );
}

/** A migrated, empty database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = inject('testDatabaseUrl');
  if (url) return createPostgresTestDatabase(url);
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) {
    const client = new PGlite(pgliteOptions({ loadDataDir: new Blob([await readFile(snapshot)]) }));
    await client.waitReady;
    const database = pgliteDatabase(client);
    return withReset(database, sameConnection(database));
  }
  // Without the snapshot (a file run outside the global setup), migrate from scratch.
  const database = pgliteDatabase(new PGlite(pgliteOptions()));
  await database.migrate({ migrationsFolder: paths.migrationsDir });
  return withReset(database, sameConnection(database));
}

/**
 * One database for the whole test file (starting PGlite is the slow part), emptied
 * before each test. Returns an accessor, since the database exists only once the
 * file's beforeAll has run.
 */
export function useTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database?.reset();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('The test database is not open yet');
    return database;
  };
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { paths } from '../config/paths';
import { pgliteDatabase, pgliteOptions } from '../db/client';

const cacheDir = path.join(paths.apiDir, 'node_modules', '.cache', 'api-tests');

/** Changes whenever the migrations or the PGlite build change, and only then. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = path.join(paths.apiDir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(JSON.parse(await readFile(pglitePackage, 'utf8')).version);
  const files = (await readdir(paths.migrationsDir, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(paths.migrationsDir, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function writeSnapshot(file: string): Promise<void> {
  const client = new PGlite(pgliteOptions());
  await pgliteDatabase(client).migrate({ migrationsFolder: paths.migrationsDir });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so a parallel run never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, file);
}

/**
 * Creating an in-memory PGlite runs initdb (about 3 s); restoring a data-folder
 * snapshot takes about 0.4 s. So a migrated database is dumped once per migration
 * set, cached under node_modules/.cache, and every test file restores its own copy.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteSnapshot', '');
  if (project.config.provide.testDatabaseUrl) return;

  const file = path.join(cacheDir, `pglite-${await snapshotKey()}.tar`);
  if (!existsSync(file)) await writeSnapshot(file);
  project.provide('pgliteSnapshot', file);
}

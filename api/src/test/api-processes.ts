import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { paths } from '../config/paths';
import { type Database, openPostgres } from '../db/client';

/** The secret every process of the shop signs and checks sessions with; tests sign with it too. */
export const SHARED_JWT_SECRET = 'processes-test-jwt-secret-shared-by-all';

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What the process wrote, for a failure message. */
  output(): string;
}

/** A free TCP port on this machine, from the operating system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API process at ${url} exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API process at ${url} did not become healthy:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A PostgreSQL database of its own (created beside TEST_DATABASE_URL's, dropped afterwards) and
 * `count` API processes started side by side on it, on free ports, as a shop behind a load
 * balancer runs them: the same JWT_SECRET and DATABASE_URL, one data folder. `db` is the test's
 * own connection to the same database.
 */
export async function startApiProcesses(adminUrl: string, count: number, env: Record<string, string> = {}) {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `${new URL(adminUrl).pathname.slice(1)}_p${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin.unsafe(`create database "${name}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-processes-'));
  const children: ChildProcess[] = [];
  let database: Database | undefined;

  const close = async () => {
    await Promise.all(children.map(stop));
    await database?.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const processes = await Promise.all(
      Array.from({ length: count }, async (): Promise<ApiProcess> => {
        const port = await freePort();
        const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
          cwd: paths.apiDir,
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'development',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATABASE_URL: databaseUrl.href,
            DATA_DIR: dataDir,
            JWT_SECRET: SHARED_JWT_SECRET,
            LOG_LEVEL: 'warn',
            SEED_PRODUCTS: '1',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        let written = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          written += chunk.toString();
        });
        child.stderr?.on('data', (chunk: Buffer) => {
          written += chunk.toString();
        });
        const url = `http://127.0.0.1:${port}`;
        await waitUntilHealthy(url, child, () => written);
        return { url, output: () => written };
      }),
    );
    database = openPostgres(databaseUrl.href, { max: 4 });
    return { processes, db: database.db, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export type ApiProcesses = Awaited<ReturnType<typeof startApiProcesses>>;

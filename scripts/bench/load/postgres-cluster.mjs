// A throwaway PostgreSQL cluster for one load run: initdb into a temporary folder, started on its own
// port, removed at the end. As root the binaries run as the postgres user, which owns the folder.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function findPostgresBin(root = '/usr/lib/postgresql') {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : undefined;
}

const asRoot = process.getuid?.() === 0;

/** Starts a cluster on `port`; resolves with its URL and a synchronous `remove` (safe to call twice). */
export function postgresCluster({ port }) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb); install it or set LOAD_DATABASE_URL');
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-load-pg-'));
  const data = path.join(folder, 'data');
  const run = (tool, args) => {
    const [command, prefix] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool)]] : [path.join(bin, tool), []];
    execFileSync(command, [...prefix, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
    } catch {} // never started, or already stopped
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    // Enough connections for two APIs' pools and the checks; fsync off: the cluster is thrown away.
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off`;
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start']);
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'shop_load']);
  } catch (error) {
    remove();
    throw new Error(`the throwaway PostgreSQL did not start on port ${port} (${error.stderr?.toString().trim() || error.message})`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/shop_load`, remove };
}

// `npm run bench:load`: a sale day under load. Starts a throwaway PostgreSQL (or uses
// LOAD_DATABASE_URL), two API processes, two shell rendering servers and a round-robin balancer,
// then runs LOAD_SHOPPERS virtual shoppers (1000; LOAD_CONCURRENCY at a time, 50) through a sale:
// home, search, product pages, sign-in, cart and a cash-on-delivery order, while a few hot
// products run out and a coupon's uses run out. Prints each step's figures, then checks the orders,
// the stock and the coupon in the database; exits non-zero when a check fails.
// Ports from LOAD_PORT_BASE (5100) up; PostgreSQL on LOAD_PG_PORT (55440). Needs `npm run build`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings, runEnvironment } from './bench/load/settings.mjs';
import { findWorkspaceRemotes } from './lib/workspace-remotes.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let settings;
try {
  settings = loadSettings(
    process.env,
    findWorkspaceRemotes(repoRoot, {}).map((remote) => remote.name),
  );
} catch (error) {
  console.error(`[load] ${error.message}`);
  process.exit(2);
}
// The run's own data folder and ports, set before the run scripts' configuration is first read.
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-load-'));
Object.assign(process.env, runEnvironment(settings.ports, dataDir));
const { runLoad } = await import('./bench/load/run.mjs');
try {
  process.exitCode = await runLoad(settings, dataDir);
} catch (error) {
  console.error(`[load] ${error.message}`);
  process.exitCode = 1;
}

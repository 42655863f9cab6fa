// Starts the shop of a load run on one PostgreSQL database: two API processes, the remotes' files and
// the releases server, the workspace's builds registered as releases (as `npm start` does), two shell
// rendering servers (one per API, so both APIs take the load) and the balancer in front of them.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appServer } from '../../lib/app-servers.mjs';
import { ensureOperatorToken, ensureRunTokens } from '../../lib/operator-token.mjs';
import { waitForUrl } from '../../lib/run.mjs';
import { apps, releasesPort, remoteNames, repoRoot } from '../../lib/shop-config.mjs';
import { operatorClient, registerWorkspaceBuilds, workspaceBuilds } from '../../lib/workspace-releases.mjs';
import { startBalancer } from './balancer.mjs';
import { startNode } from './processes.mjs';
import { startShellServer } from './shell-server.mjs';

const STARTUP_TIMEOUT_MS = 180_000;

/** The built files the run serves; throws naming what is missing. */
export function checkBuilt() {
  const needed = [
    path.join(repoRoot, 'api/dist/server.js'),
    path.join(apps.shell.dir, 'server/server.cjs'),
    path.join(apps.shell.dir, 'index.html'),
    ...remoteNames.map((name) => path.join(apps[name].dir, 'mf-manifest.json')),
  ];
  const missing = needed.filter((file) => !existsSync(file)).map((file) => path.relative(repoRoot, file));
  if (missing.length > 0) throw new Error(`the shop is not built (missing ${missing.join(', ')}): run npm run build first`);
}

/** Waits for a started server's address, or fails at once when the server stops first. */
async function ready(handle, url) {
  const stopped = handle.exited.then((code) => {
    throw new Error(`${handle.name} stopped while starting (${code}); see ${handle.logFile}`);
  });
  await Promise.race([waitForUrl(url, STARTUP_TIMEOUT_MS), stopped]);
}

/**
 * Starts everything; `prepare(apiOrigin)` runs once the first API has migrated and seeded the
 * database, before the second API and the shell servers start. Every process started
 * goes into `handles`, which the caller stops, also after a failure. Answers `{ origin, balancer }`.
 */
export async function startShop({ ports, databaseUrl, dataDir, logDir, prepare, handles }) {
  const operatorToken = ensureOperatorToken();
  const jwtSecret = randomBytes(32).toString('hex');
  const origin = `http://localhost:${ports.balancer}`;
  const apiEnv = (port) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    DEV_ENDPOINTS: 'off',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Both processes sign and check the same sessions: a shopper signed in on one is signed in on both.
    JWT_SECRET: jwtSecret,
    OPERATOR_TOKEN: operatorToken,
    // Cash on delivery only, as on a sale day without the payment provider.
    PAYMENT_PROVIDER: 'none',
    // The balancer and the shell server in front both run here: the client is the address they forward.
    TRUST_PROXY: '127.0.0.1',
    BACKOFFICE_ORIGIN: `http://localhost:${ports.backoffices[0]}`,
    SHELL_SHARED_URL: pathToFileURL(path.join(apps.shell.dir, 'shared.json')).href,
  });
  const [firstApi, secondApi] = ports.apis;

  // The first API migrates and seeds an empty database; the second starts on the finished one.
  const apiA = startNode({ name: 'api-a', script: 'api/dist/server.js', env: apiEnv(firstApi), logDir });
  handles.push(apiA);
  await ready(apiA, `http://127.0.0.1:${firstApi}/api/health`);
  await prepare(`http://127.0.0.1:${firstApi}`);
  const apiB = startNode({ name: 'api-b', script: 'api/dist/server.js', env: apiEnv(secondApi), logDir });
  handles.push(apiB);

  const fileServers = [...remoteNames, 'releases'].map((name) => {
    const server = appServer(name);
    const [script, ...args] = server.args;
    return startNode({ name, script, args, env: server.env, logDir });
  });
  handles.push(...fileServers);
  await ready(apiB, `http://127.0.0.1:${secondApi}/api/health`);
  await Promise.all(remoteNames.map((name, index) => ready(fileServers[index], `http://127.0.0.1:${apps[name].port}/mf-manifest.json`)));
  await ready(fileServers.at(-1), `http://127.0.0.1:${releasesPort}/`);
  await ensureRunTokens(remoteNames);
  const builds = workspaceBuilds({ names: remoteNames, apps, host: 'localhost' });
  await registerWorkspaceBuilds(operatorClient(`http://127.0.0.1:${firstApi}`, operatorToken), builds);

  const shells = ports.shells.map((port, index) =>
    startShellServer({
      name: `shell-${'ab'[index]}`,
      port,
      backofficePort: ports.backoffices[index],
      apiPort: ports.apis[index],
      publicOrigin: origin,
      env: { DATA_DIR: dataDir },
      logDir,
    }),
  );
  handles.push(...shells);
  await Promise.all(shells.map((shell, index) => ready(shell, `http://127.0.0.1:${ports.shells[index]}/`)));
  const balancer = await startBalancer({ port: ports.balancer, targets: ports.shells });
  return { origin, balancer };
}

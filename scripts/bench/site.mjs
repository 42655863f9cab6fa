// Starts the built shop (API on PGlite, the shell and the workspace's remotes) on ports of its own,
// through the same run command as `npm start`, so a bench measures what shoppers get.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { waitForUrl } from '../lib/run.mjs';
import { apps, remoteNames, repoRoot } from '../lib/shop-config.mjs';
import { assetLabeller } from './asset-labels.mjs';

/** A remote's port variable, as the run scripts read it. */
const portVariable = (app) => `${app.toUpperCase().replaceAll('-', '_')}_PORT`;

/** The ports of one site: the shell and the remotes from `webBase` up, the releases server at `webBase + 9`, the API on `apiPort`. */
export function sitePorts(webBase, apiPort) {
  return {
    SHELL_PORT: String(webBase),
    ...Object.fromEntries(remoteNames.map((name, index) => [portVariable(name), String(webBase + 1 + index)])),
    RELEASES_PORT: String(webBase + 9),
    // The back office's own site too, apart from the range the sites' other ports take (10 apart):
    // two sites side by side (SSR on and off) cannot share 3010.
    BACKOFFICE_SITE_PORT: String(webBase + 100),
    API_PORT: String(apiPort),
  };
}

/**
 * Runs `scripts/start.mjs --no-install --no-build` with the given ports, data folder and
 * rendering mode; resolves once the shell, every remote and the API answer. Its output goes
 * to `<dataDir>/site.log`.
 */
export async function startSite({ name, ports, dataDir, ssr = true }) {
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'site.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), '--no-install', '--no-build'], {
    cwd: repoRoot,
    env: { ...process.env, ...ports, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SSR: ssr ? 'on' : 'off', PUBLIC_ORIGIN: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A bench that dies halfway must not leave a shop running on its ports.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const origin = `http://localhost:${ports.SHELL_PORT}`;
  const served = Object.fromEntries(
    Object.entries(apps).map(([app, { dir }]) => [app, { origin: `http://localhost:${ports[portVariable(app)]}`, dir }]),
  );
  const site = {
    name,
    ssr,
    origin,
    apiOrigin: `http://127.0.0.1:${ports.API_PORT}`,
    // The API accepts staff calls from this origin alone.
    backofficeOrigin: `http://localhost:${ports.BACKOFFICE_SITE_PORT}`,
    /** Names a file this site serves after what it holds. */
    label: assetLabeller(served),
    /** The process id of one of the site's servers (`shell`, `api`, a remote), as the run command recorded it. */
    processId: (app) => JSON.parse(readFileSync(path.join(dataDir, 'run', 'processes.json'), 'utf8'))[app],
    /** Stops the run command, which stops the servers it started. */
    async stop() {
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      log.end();
    },
  };
  try {
    let started = false;
    const early = exited.then((code) => {
      if (!started) throw new Error(`the ${name} site stopped while starting (${code}); see ${logFile}`);
    });
    const ready = Promise.all([
      waitForUrl(`${site.apiOrigin}/api/health`, 180_000),
      ...Object.values(served).map((app) => waitForUrl(`${app.origin}/mf-manifest.json`, 180_000)),
    ]);
    await Promise.race([ready, early]);
    started = true;
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}

/** The address of the first product the site's API lists, and its name. */
export async function firstProduct(site) {
  const answer = await fetch(`${site.apiOrigin}/api/v1/product?p=0&l=1`);
  const product = (await answer.json()).data?.[0];
  if (!product) throw new Error(`the ${site.name} site lists no product (${answer.status})`);
  return { path: `/product/${product._id}`, name: product.productName };
}

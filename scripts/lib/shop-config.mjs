// The one place the run scripts read the environment: ports and addresses of every part.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRemotes } from './workspace-remotes.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
};

/** The workspace's remotes, found from its folders (`*-mfe/` with a `routes.json`). */
export const workspaceRemotes = findWorkspaceRemotes(repoRoot);

/** Every app the run command serves, with its port and build folder: the shell and each workspace remote. */
export const apps = {
  shell: { port: port('SHELL_PORT', 3000), dir: path.join(repoRoot, 'shell/dist') },
  ...Object.fromEntries(
    workspaceRemotes.map((remote) => [
      remote.name,
      { port: remote.port, dir: path.join(remote.dir, 'dist'), packageName: remote.packageName },
    ]),
  ),
};

export const remoteNames = workspaceRemotes.map((remote) => remote.name);

/** The releases server: a stand-in for the CDN every remote's releases are published to (`<remote>/<release>/`). */
export const releasesPort = port('RELEASES_PORT', 3009);

export const apiPort = port('API_PORT', 4000);

/** The back office's own port: the shell's rendering server answers staff pages there, and only there. */
export const backofficePort = port('BACKOFFICE_SITE_PORT', 3010);

/** The host name the browser uses for every part. */
export const publicHost = process.env.PUBLIC_HOST || 'localhost';

/** The shop's address as shoppers and crawlers see it: canonical links, Open Graph, the sitemap. */
export const publicOrigin = (process.env.PUBLIC_ORIGIN || `http://${publicHost}:${apps.shell.port}`).replace(/\/+$/, '');

/**
 * The back office's address as staff see it (BACKOFFICE_ORIGIN in production): its own origin, so the
 * staff cookie is never sent to a shop page. The API points invitation links there and accepts staff
 * calls from it alone.
 */
export const backofficeOrigin = (process.env.BACKOFFICE_ORIGIN || `http://${publicHost}:${backofficePort}`).replace(/\/+$/, '');

/** `NODE_ENV=production`: the shell runs released, digest-checked remote code only. */
export const production = process.env.NODE_ENV === 'production';

/**
 * REMOTE_ORIGINS as given: the origins remotes' files may come from (the rendering server checks it;
 * unset, this machine outside production and nowhere in production). The API reads the same variable.
 */
export const remoteOriginsSetting = process.env.REMOTE_ORIGINS;

/**
 * `DEV_OVERRIDES=on` lets a production shop honour signed development override links (a team trying
 * its development build in one browser); outside production they are always honoured. The API reads
 * the same variable to decide whether it signs them.
 */
export const devOverrides = process.env.DEV_OVERRIDES === 'on';

/**
 * TRUST_PROXY as the shell reads it: set (and not `false`), a proxy in front of the shell (TLS) is
 * believed about the client's address and scheme (X-Forwarded-For, -Proto), which the shell's /api
 * proxy passes on; unset, the shell says what it saw itself.
 */
export const trustProxy = !['', 'false', '0', undefined].includes(process.env.TRUST_PROXY);

/** `SSR=off` serves the client-only shell (the page renders in the browser), e.g. to compare the two. */
export const serverRendering = process.env.SSR !== 'off';

function milliseconds(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 60_000)
    throw new Error(`${name} must be a whole number of milliseconds up to 60000, got "${raw}"`);
  return value;
}

/**
 * Guests' public pages kept in memory by the rendering server (`PAGE_CACHE=off`: every page rendered
 * for its request): sent as rendered for 5 s, then while one render replaces them, and never older
 * than 10 minutes (the API down); at most 2,000 pages and 64 MB.
 */
export const pageCache =
  process.env.PAGE_CACHE === 'off' ? undefined : { freshMs: 5_000, staleMs: 600_000, maxPages: 2000, maxBytes: 64 * 1024 * 1024 };

/** How long the rendering server waits for a remote before leaving its section to the browser. */
export const remoteBudgetMs = milliseconds('SSR_REMOTE_BUDGET_MS', 300);

/** The shop's social pages (SOCIAL_FACEBOOK_URL, SOCIAL_INSTAGRAM_URL); unset ones link to the home path. */
function socialLinks() {
  const links = Object.fromEntries(
    [
      ['facebook', process.env.SOCIAL_FACEBOOK_URL],
      ['instagram', process.env.SOCIAL_INSTAGRAM_URL],
    ].filter(([, url]) => url),
  );
  return Object.keys(links).length ? { socialLinks: links } : {};
}

/**
 * The shell's settings of the run, served in /remotes.json beside the registry's remotes: the API's
 * address, the payment script and the social pages.
 */
export function shellSettings() {
  return {
    apiBaseUrl: process.env.PUBLIC_API_URL || '',
    // Razorpay's checkout script when the API has Razorpay keys; absent: the API's sandbox script.
    ...(process.env.PAYMENT_SCRIPT_URL ? { paymentScriptUrl: process.env.PAYMENT_SCRIPT_URL } : {}),
    ...socialLinks(),
  };
}

/** Where the shell reads the live remotes registry: REMOTES_REGISTRY_URL, else the API's. */
export const remotesRegistryUrl = process.env.REMOTES_REGISTRY_URL || `http://127.0.0.1:${apiPort}/api/remotes`;

/** The data folder of the run: the API's database, the remotes' releases, the run's files. */
export const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, '.data');

/** Released builds of each remote, one immutable folder per release (`<remote>/<release>/`). */
export const releasesDir = path.join(dataDir, 'releases');

/** Where the run keeps its operator token when OPERATOR_TOKEN is not given. */
export const operatorTokenFile = path.join(dataDir, 'operator-token');

/** Where the run command records its process ids (beside the data it serves). */
export const runDir = path.join(dataDir, 'run');

// The one place the run scripts read the environment: ports and addresses of every part.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Every app the run command serves, with its port and build folder. */
export const apps = {
  shell: { port: port('SHELL_PORT', 3000), dir: path.join(repoRoot, 'shell/dist') },
  catalog: { port: port('CATALOG_PORT', 3001), dir: path.join(repoRoot, 'catalog-mfe/dist') },
  account: { port: port('ACCOUNT_PORT', 3002), dir: path.join(repoRoot, 'account-mfe/dist') },
  checkout: { port: port('CHECKOUT_PORT', 3003), dir: path.join(repoRoot, 'checkout-mfe/dist') },
  inquiries: { port: port('INQUIRIES_PORT', 3004), dir: path.join(repoRoot, 'inquiries-mfe/dist') },
};

export const remoteNames = ['catalog', 'account', 'checkout', 'inquiries'];

export const apiPort = port('API_PORT', 4000);

/** The host name the browser uses for every part. */
export const publicHost = process.env.PUBLIC_HOST || 'localhost';

/** The shop's address as shoppers and crawlers see it: canonical links, Open Graph, the sitemap. */
export const publicOrigin = (process.env.PUBLIC_ORIGIN || `http://${publicHost}:${apps.shell.port}`).replace(/\/+$/, '');

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

/** How long the rendering server waits for a remote before leaving its section to the browser. */
export const remoteBudgetMs = milliseconds('SSR_REMOTE_BUDGET_MS', 300);

/** Where a remote's manifest is announced to the shell; REMOTE_<NAME>_URL overrides it (a CDN, another team's server). */
export function remoteEntry(name) {
  return process.env[`REMOTE_${name.toUpperCase()}_URL`] || `http://${publicHost}:${apps[name].port}/mf-manifest.json`;
}

/**
 * A staged rollout of a remote: REMOTE_<NAME>_CANDIDATE_URL with REMOTE_<NAME>_CANDIDATE_PERCENT
 * (0–100) sends that share of shoppers to the candidate build; the rest keep the stable one.
 */
export function remoteCandidate(name) {
  const prefix = `REMOTE_${name.toUpperCase()}_CANDIDATE`;
  const entry = process.env[`${prefix}_URL`];
  if (!entry) return undefined;
  const raw = process.env[`${prefix}_PERCENT`] ?? '';
  const percent = Number(raw);
  if (raw === '' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new Error(`${prefix}_PERCENT must be a number from 0 to 100 when ${prefix}_URL is set, got "${raw}"`);
  }
  return { entry, percent };
}

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

/** The run-time configuration the shell fetches from /remotes.json. */
export function runtimeConfig() {
  return {
    apiBaseUrl: process.env.PUBLIC_API_URL || '',
    // Razorpay's checkout script when the API has Razorpay keys; absent: the API's sandbox script.
    ...(process.env.PAYMENT_SCRIPT_URL ? { paymentScriptUrl: process.env.PAYMENT_SCRIPT_URL } : {}),
    ...socialLinks(),
    remotes: Object.fromEntries(
      remoteNames.map((name) => {
        const candidate = remoteCandidate(name);
        return [name, candidate ? { entry: remoteEntry(name), candidate } : { entry: remoteEntry(name) }];
      }),
    ),
  };
}

/**
 * Where the shell reads the live remotes registry (the API's); `REMOTES_REGISTRY=off` fixes the
 * rollout to this run's environment, as a shell started for one test's rollout needs.
 */
export const remotesRegistryUrl = process.env.REMOTES_REGISTRY === 'off' ? undefined : `http://127.0.0.1:${apiPort}/api/remotes`;

/** The data folder of the run: the API's database, the remotes' releases, the run's files. */
export const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, '.data');

/** Released builds of each remote, one immutable folder per release (`<remote>/<release>/`). */
export const releasesDir = path.join(dataDir, 'releases');

/** Where the run keeps its operator token when OPERATOR_TOKEN is not given. */
export const operatorTokenFile = path.join(dataDir, 'operator-token');

/** Where the run command records its process ids (beside the data it serves). */
export const runDir = path.join(dataDir, 'run');

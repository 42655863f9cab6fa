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

/**
 * The back office's address as staff see it (BACKOFFICE_ORIGIN in production): its own origin, so the
 * staff cookie is never sent to a shop page. The API points invitation links there and accepts staff
 * calls from it alone.
 */
export const backofficeOrigin = (process.env.BACKOFFICE_ORIGIN || `http://${publicHost}:${backofficePort}`).replace(/\/+$/, '');

/** The data folder of the run: the API's database, the remotes' releases, the run's files. */
export const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, '.data');

/** Released builds of each remote, one immutable folder per release (`<remote>/<release>/`). */
export const releasesDir = path.join(dataDir, 'releases');

/** Where the run keeps its operator token when OPERATOR_TOKEN is not given. */
export const operatorTokenFile = path.join(dataDir, 'operator-token');

/** Where the run command records its process ids (beside the data it serves). */
export const runDir = path.join(dataDir, 'run');

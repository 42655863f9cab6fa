// The one place the run scripts read the environment: ports and addresses of every part.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRemotes } from './workspace-remotes.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const portIn = (env) => (name, fallback) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
};

/**
 * The ports, addresses and folders of a run with the environment `env`: this process's, or the one a
 * server will be started with (the browser tests put every part on ports of their own).
 */
export function readShopConfig(env = process.env) {
  const port = portIn(env);
  /** The workspace's remotes, found from its folders (`*-mfe/` with a `routes.json`). */
  const workspaceRemotes = findWorkspaceRemotes(repoRoot, env);
  const backofficePort = port('BACKOFFICE_SITE_PORT', 3010);
  const publicHost = env.PUBLIC_HOST || 'localhost';
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data');
  return {
    workspaceRemotes,
    /** Every app the run command serves, with its port and build folder: the shell and each workspace remote. */
    apps: {
      shell: { port: port('SHELL_PORT', 3000), dir: path.join(repoRoot, 'shell/dist') },
      ...Object.fromEntries(
        workspaceRemotes.map((remote) => [
          remote.name,
          { port: remote.port, dir: path.join(remote.dir, 'dist'), packageName: remote.packageName },
        ]),
      ),
    },
    remoteNames: workspaceRemotes.map((remote) => remote.name),
    /** The releases server: a stand-in for the CDN every remote's releases are published to (`<remote>/<release>/`). */
    releasesPort: port('RELEASES_PORT', 3009),
    apiPort: port('API_PORT', 4000),
    /** The back office's own port: the shell's rendering server answers staff pages there, and only there. */
    backofficePort,
    /** The host name the browser uses for every part. */
    publicHost,
    /**
     * The back office's address as staff see it (BACKOFFICE_ORIGIN in production): its own origin, so the
     * staff cookie is never sent to a shop page. The API points invitation links there and accepts staff
     * calls from it alone.
     */
    backofficeOrigin: (env.BACKOFFICE_ORIGIN || `http://${publicHost}:${backofficePort}`).replace(/\/+$/, ''),
    /** The data folder of the run: the API's database, the remotes' releases, the run's files. */
    dataDir,
    /** Released builds of each remote, one immutable folder per release (`<remote>/<release>/`). */
    releasesDir: path.join(dataDir, 'releases'),
    /** Where the run keeps its operator token when OPERATOR_TOKEN is not given. */
    operatorTokenFile: path.join(dataDir, 'operator-token'),
    /** Where the run command records its process ids (beside the data it serves). */
    runDir: path.join(dataDir, 'run'),
  };
}

/** This process's run. */
export const {
  workspaceRemotes,
  apps,
  remoteNames,
  releasesPort,
  apiPort,
  backofficePort,
  publicHost,
  backofficeOrigin,
  dataDir,
  releasesDir,
  operatorTokenFile,
  runDir,
} = readShopConfig();

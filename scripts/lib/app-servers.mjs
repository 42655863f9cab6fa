// How the run scripts start a web server of the shop: the shell's (the shop and the back office, their
// pages rendered) or the file server of a remote's build or of the releases. Both are the shell
// package's web server (shell/src/web); this only says which, on which port, from which folder.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { tokenFile } from './operator-token.mjs';
import { readShopConfig, repoRoot } from './shop-config.mjs';

/** The shell's web server, built beside its renderer. */
export const webServerEntry = path.join(repoRoot, 'shell/dist/server/web.mjs');

/**
 * The arguments and environment that start `name`'s server with Node: `shell`, `releases`, or a
 * workspace remote. Ports and folders are read from `env` (the environment the server will run
 * with, which may differ from this process's: the browser tests put every part on ports of their own).
 * The shell reads its settings from that environment as given, and its `views` token from the token
 * file of the run whose data folder `env.DATA_DIR` names.
 */
export function appServer(name, env = process.env) {
  const { dataDir, releasesDir, releasesPort, workspaceRemotes } = readShopConfig(env);
  if (name === 'shell') {
    return { args: [webServerEntry, 'shell'], env: { VIEWS_TOKEN_FILE: tokenFile('views', dataDir), ...env } };
  }
  if (name === 'releases') {
    mkdirSync(releasesDir, { recursive: true });
    return { args: [webServerEntry, 'files'], env: { ...env, FILES_ROOT: releasesDir, FILES_PORT: String(releasesPort) } };
  }
  const remote = workspaceRemotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`unknown app "${name}"; expected shell, releases or a workspace remote`);
  return { args: [webServerEntry, 'files'], env: { ...env, FILES_ROOT: path.join(remote.dir, 'dist'), FILES_PORT: String(remote.port) } };
}

// How the run scripts start a web server of the shop: the shell's (the shop and the back office, their
// pages rendered) or the file server of a remote's build or of the releases. Both are the shell
// package's web server (shell/src/web); this only says which, on which port, from which folder.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { tokenFile } from './operator-token.mjs';
import { apps, dataDir, releasesDir, releasesPort, repoRoot } from './shop-config.mjs';

/** The shell's web server, built beside its renderer. */
export const webServerEntry = path.join(repoRoot, 'shell/dist/server/web.mjs');

/**
 * The arguments and environment that start `name`'s server with Node: `shell`, `releases`, or a
 * workspace remote. The shell reads its settings (ports, origins, the API) from the environment as
 * given, and its `views` token from the token file of the run whose data folder `env.DATA_DIR` names.
 */
export function appServer(name, env = process.env) {
  if (name === 'shell') {
    const folder = env.DATA_DIR ? path.resolve(env.DATA_DIR) : dataDir;
    return { args: [webServerEntry, 'shell'], env: { VIEWS_TOKEN_FILE: tokenFile('views', folder), ...env } };
  }
  if (name === 'releases') {
    mkdirSync(releasesDir, { recursive: true });
    return { args: [webServerEntry, 'files'], env: { ...env, FILES_ROOT: releasesDir, FILES_PORT: String(releasesPort) } };
  }
  const app = apps[name];
  if (!app) throw new Error(`unknown app "${name}"; expected shell, releases or one of ${Object.keys(apps).join(', ')}`);
  return { args: [webServerEntry, 'files'], env: { ...env, FILES_ROOT: app.dir, FILES_PORT: String(app.port) } };
}

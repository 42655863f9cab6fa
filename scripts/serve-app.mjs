// Serves one built app (the shell or a workspace remote) on its port: `node scripts/serve-app.mjs catalog`;
// `releases` serves every remote's released folders, as the CDN they are published to would.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readScopedToken } from './lib/operator-token.mjs';
import { liveRemotesConfig } from './lib/remotes-registry.mjs';
import {
  apiPort,
  apps,
  backofficeOrigin,
  backofficePort,
  devOverrides,
  pageCache,
  production,
  publicOrigin,
  releasesDir,
  releasesPort,
  remoteBudgetMs,
  remoteOriginsSetting,
  remotesRegistryUrl,
  serverRendering,
  shellSettings,
  trustProxy,
} from './lib/shop-config.mjs';
import { startStaticServer } from './lib/static-server.mjs';

/** The shell's rendering server (its Node build), which renders every page the browser then hydrates. */
async function shellRenderer(dir, remotesConfig) {
  const { createRenderer } = createRequire(import.meta.url)(path.join(dir, 'server/server.cjs'));
  return createRenderer({
    indexHtmlPath: path.join(dir, 'index.html'),
    runtimeConfig: remotesConfig,
    // Which release each page view rendered, for the registry's health figures. The server holds a
    // `views` token only, read before each report: `npm start` makes it once the API answers.
    viewReports: { url: `http://127.0.0.1:${apiPort}/api/operator/remotes/views`, token: () => readScopedToken('views') },
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    publicOrigin,
    backofficeOrigin,
    remoteBudgetMs,
    // Where remotes' files may come from; a production shell runs released, digest-checked code only.
    remoteOrigins: remoteOriginsSetting,
    production,
    devOverrides,
    pageCache,
  });
}

/**
 * The shell's two sites: the shop on its port, and the back office on its own (staff routes only,
 * `/api/admin` its only API). The back office's pages carry no staff data from the server, so they are
 * always rendered there; `SSR=off` leaves the shop's pages to the browser.
 */
async function startShell(app) {
  const remotesConfig = liveRemotesConfig({ registryUrl: remotesRegistryUrl, settings: shellSettings });
  const renderer = await shellRenderer(app.dir, remotesConfig);
  const common = {
    root: app.dir,
    spa: true,
    apiPort,
    extraFiles: { '/remotes.json': remotesConfig },
    // The rendering server's own Node build is for this machine alone.
    hiddenFolders: ['/server/'],
    pageHeaders: renderer.clientOnlyHeaders,
    trustProxy,
  };
  return Promise.all([
    startStaticServer({ ...common, port: app.port, publicOrigin, render: serverRendering ? renderer : undefined }),
    startStaticServer({
      ...common,
      port: backofficePort,
      publicOrigin: backofficeOrigin,
      site: 'backoffice',
      render: (req, res) => renderer(req, res, 'backoffice'),
    }),
  ]);
}

/** Starts the server(s) of the named app and resolves with them once they listen. */
export async function startAppServer(name) {
  if (name === 'releases') {
    mkdirSync(releasesDir, { recursive: true });
    return [await startStaticServer({ root: releasesDir, port: releasesPort, cors: true })];
  }
  const app = apps[name];
  if (!app) throw new Error(`unknown app "${name}"; expected releases or one of ${Object.keys(apps).join(', ')}`);
  if (name === 'shell') return startShell(app);
  return [await startStaticServer({ root: app.dir, port: app.port, cors: true })];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2] ?? '';
  const servers = await startAppServer(name);
  // A file server has nothing to flush: drop open keep-alive connections and leave at once.
  const stop = () => {
    for (const server of servers) server.closeAllConnections();
    Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

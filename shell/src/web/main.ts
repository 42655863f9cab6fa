// The shell's web server: `node dist/server/web.mjs` serves the shop and the back office (each on its
// port) and renders their pages; `node dist/server/web.mjs files` serves one folder (a remote's build,
// or the releases) as a CDN would. Settings come from the environment, checked once at start.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer, RendererOptions } from '../server';
import { buildFileSite } from './file-site';
import { liveRemotesConfig } from './remotes-registry';
import { readFileServerSettings, readShellSettings, SettingsError, type ShellSettings } from './settings';
import { buildShellSite } from './shell-site';
import { viewsTokenFrom } from './views-token';

// This file is built into the shell's `dist/server/`, beside the renderer's Node build.
const serverDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.dirname(serverDir);

const PAGE_CACHE = { freshMs: 5_000, staleMs: 600_000, maxPages: 2000, maxBytes: 64 * 1024 * 1024 };

async function shellRenderer(settings: ShellSettings, remotesConfig: () => Promise<unknown>): Promise<PageRenderer> {
  const { createRenderer } = createRequire(import.meta.url)(path.join(serverDir, 'server.cjs')) as {
    createRenderer: (options: RendererOptions) => Promise<PageRenderer>;
  };
  const apiOrigin = `http://127.0.0.1:${settings.apiPort}`;
  return createRenderer({
    indexHtmlPath: path.join(distDir, 'index.html'),
    runtimeConfig: remotesConfig,
    // Which release each page view rendered, for the registry's health figures. The server holds a
    // `views` token only, read before each report.
    ...(settings.viewsTokenFile
      ? { viewReports: { url: `${apiOrigin}/api/operator/remotes/views`, token: viewsTokenFrom(settings.viewsTokenFile) } }
      : {}),
    apiOrigin,
    publicOrigin: settings.publicOrigin,
    backofficeOrigin: settings.backofficeOrigin,
    remoteBudgetMs: settings.remoteBudgetMs,
    remoteOrigins: settings.remoteOrigins,
    production: settings.production,
    devOverrides: settings.devOverrides,
    // Guests' public pages: sent as rendered for 5 s, then while one render replaces them, never older
    // than 10 minutes (the API down); at most 2,000 pages and 64 MB.
    ...(settings.pageCache ? { pageCache: PAGE_CACHE } : {}),
  });
}

/** The shop on its port and the back office on its own; the back office's pages are always rendered. */
async function startShell(): Promise<FastifyInstance[]> {
  const settings = readShellSettings();
  const sites: FastifyInstance[] = [];
  const warnings: string[] = [];
  const remotesConfig = liveRemotesConfig({
    registryUrl: settings.registryUrl,
    settings: settings.browserSettings,
    // Told in the shop's log once it exists.
    warn: (message) => (sites[0] ? sites[0].log.warn(message) : warnings.push(message)),
  });
  const render = await shellRenderer(settings, remotesConfig);
  const common = { settings, distDir, clientOnlyHeaders: render.clientOnlyHeaders, remotesConfig };
  const shop = await buildShellSite({ ...common, site: 'shop', render: settings.serverRendering ? render : undefined });
  const backoffice = await buildShellSite({ ...common, site: 'backoffice', render });
  sites.push(shop, backoffice);
  for (const warning of warnings) shop.log.warn(warning);
  await shop.listen({ port: settings.shopPort, host: '::' });
  await backoffice.listen({ port: settings.backofficePort, host: '::' });
  return sites;
}

async function startFiles(): Promise<FastifyInstance[]> {
  const settings = readFileServerSettings();
  const site = await buildFileSite(settings);
  await site.listen({ port: settings.port, host: '::' });
  return [site];
}

async function main() {
  const mode = process.argv[2] ?? 'shell';
  if (mode !== 'shell' && mode !== 'files') {
    process.stderr.write(`unknown mode "${mode}": expected shell (the default) or files\n`);
    process.exit(2);
  }
  let sites: FastifyInstance[];
  try {
    sites = mode === 'files' ? await startFiles() : await startShell();
  } catch (error) {
    // No logger yet for a settings error; its message lists every bad variable.
    process.stderr.write(`${error instanceof SettingsError ? error.message : (error as Error).stack}\n`);
    process.exit(1);
  }
  // Nothing to flush: open keep-alive connections are dropped and the process leaves at once.
  const stop = () => {
    for (const site of sites) site.server.closeAllConnections();
    Promise.all(sites.map((site) => site.close())).then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

await main();

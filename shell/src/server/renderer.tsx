import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { configureApiClient } from '@shop/shared/api-client';
import { parseRemoteOrigins } from '@shop/shared/contracts';
import type { Site } from '@shop/shared/routing';
import { type RuntimeConfig, setRuntimeConfig } from '@shop/shared/runtime-config';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { InlineState } from '../app/inline-state';
import type { RouteData, ServerLoadContext } from '../app/route-data';
import { createRouteObjects } from '../app/route-objects';
import { type RouteTable, routeTableOf } from '../app/route-table';
import { LoadedPagesContext, type PageSource } from '../remotes/page-source';
import { browserConfig, parseRuntimeConfig } from '../remotes/remotes-config';
import { chooseVersions } from '../remotes/rollout';
import { rolloutFromCookies } from '../remotes/rollout-cookies';
import { type LoaderData, type RouterActions, type RouterState, RouterView, type ShellRoute } from '../router';
import { crawlerFile } from './crawler-files';
import { readDevOverrides, withDevOverrides } from './dev-overrides';
import {
  EARLY_INPUT_SCRIPT,
  headTags,
  INLINE_SCRIPT_HASHES,
  inlineStateScript,
  MARK_FAILED_STYLES_SCRIPT,
  parseTemplate,
  sectionStylesheetTags,
  startScriptsAfterPaint,
} from './html-document';
import { chooseEncoding, pageBody } from './page-body';
import { pageSecurityHeaders } from './page-policy';
import { readRequestFacts, toFetchRequest } from './request-facts';
import { preloadsFor } from './route-preloads';
import { queryRoutes } from './route-query';
import { type RequestRemotes, ServerRemotes } from './server-remotes';
import { streamOptions } from './stream-options';
import { verifiedEntriesPlugin } from './verified-entries';
import { createViewReporter, type ViewReportsTarget } from './view-reports';
import './provide-shared';

/** What the rendering server needs to know; the run scripts read the environment and pass it in. */
export interface RendererOptions {
  /** The shell's built `index.html`: its scripts and styles frame every page. */
  indexHtmlPath: string;
  /** The remotes configuration, read for every request (it can change while the server runs). */
  runtimeConfig: () => unknown;
  /** Where loaders reach the API from the server. */
  apiOrigin: string;
  /** The shop's public origin, for canonical links, Open Graph and the sitemap. */
  publicOrigin: string;
  /** The back office's origin, where staff pages are served (never the shop's). */
  backofficeOrigin?: string;
  /** How long a page waits for its remote before leaving the section to the browser. */
  remoteBudgetMs: number;
  /** How long a loader's API call may take on the server. */
  apiTimeoutMs?: number;
  /** Where each page view's releases are reported (the registry's health figures); absent: not reported. */
  viewReports?: ViewReportsTarget;
  /** REMOTE_ORIGINS: where remotes' files may come from (unset: this machine, or nowhere in production). */
  remoteOrigins?: string;
  /** A production shell runs released code only: a development server's unchecked build is refused. */
  production: boolean;
  /** DEV_OVERRIDES=on: a production shell honours signed development override links too (always on outside production). */
  devOverrides?: boolean;
}

/** Answers one page request with the server-rendered page of a site: the shop's (the default) or the back office's. */
export interface PageRenderer {
  (req: IncomingMessage, res: ServerResponse, site?: Site): Promise<void>;
  /** The security headers of the client-only page, the shell's index.html served as a file (SSR=off, or a failed render). */
  clientOnlyHeaders(): Promise<Record<string, string>>;
}

interface RequestContext extends ServerLoadContext {
  remotes: RequestRemotes;
}

// How long the page's stream may take before React gives the rest to the browser.
const RENDER_DEADLINE_MS = 10_000;

const serverPages: PageSource = {
  load: (remote, module, context) => (context as RequestContext).remotes.load(remote, module),
};

function leafData(state: RouterState): RouteData | undefined {
  return state.matches[state.matches.length - 1]?.data as RouteData | undefined;
}

/** The loader data the browser needs: a head is in the HTML already, so only its title travels again. */
function hydrationOf(loaderData: LoaderData): LoaderData {
  return Object.fromEntries(
    Object.entries(loaderData).map(([id, value]) => {
      const head = (value as Partial<RouteData> | undefined)?.head;
      return [id, head ? { ...(value as RouteData), head: { title: head.title } } : value];
    }),
  );
}

// Nothing navigates on the server: a page renders once, for one address.
const serverActions: RouterActions = {
  navigate: () => {},
  revalidate: async () => {},
};

// Route trees are built per combination of releases; a few are live at a time (stable, candidates).
const MAX_TREES = 32;

/** The route tree of each route table met, so a page view with the same releases builds nothing. */
function routeTrees() {
  const trees = new Map<string, ShellRoute[]>();
  return (table: RouteTable): ShellRoute[] => {
    let tree = trees.get(table.key);
    if (!tree) {
      if (trees.size >= MAX_TREES) trees.clear();
      tree = createRouteObjects(table, serverPages);
      trees.set(table.key, tree);
    }
    return tree;
  };
}

/**
 * The remotes configuration of each request: the latest that could be read and checked. A damaged
 * document leaves the last good one in force rather than taking the shop down.
 */
function checkedConfig(read: () => unknown) {
  let lastGood: RuntimeConfig | undefined;
  return async (): Promise<RuntimeConfig> => {
    try {
      lastGood = parseRuntimeConfig(await read());
    } catch (error) {
      if (!lastGood) throw error;
      console.warn('[shell] remotes configuration refused; keeping the last good one', error);
    }
    return lastGood;
  };
}

/** A failure's message as a release's figures keep it: short (the API scrubs personal data out). */
function failureMessage(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
}

/** Builds the page renderer: one remote registry, one template for every request; route tables per page view. */
export function createRenderer(options: RendererOptions): PageRenderer {
  const template = parseTemplate(readFileSync(options.indexHtmlPath, 'utf8'));
  const treeFor = routeTrees();
  const currentConfig = checkedConfig(options.runtimeConfig);
  const origins = parseRemoteOrigins(options.remoteOrigins, options.production);
  if ('problem' in origins) throw new Error(`REMOTE_ORIGINS ${origins.problem}`);
  const devOverridesOn = !options.production || options.devOverrides === true;
  // Unchecked builds: a development server's, registered outside production or named by a signed override link.
  const policy = { origins: origins.origins, developmentReleases: devOverridesOn };
  // Remote entries are loaded by the shop's own loader: from an allowed origin, checked against their digest.
  registerPlugins([verifiedEntriesPlugin(policy, Math.max(options.remoteBudgetMs, 1000))]);
  const remotes = new ServerRemotes({ budgetMs: options.remoteBudgetMs, policy });
  const reporter = options.viewReports ? createViewReporter(options.viewReports) : undefined;

  configureApiClient({ getApiBaseUrl: () => options.apiOrigin, timeoutMs: options.apiTimeoutMs ?? 3000 });

  const remoteOrigins = origins.origins;
  const policyOf = (config: RuntimeConfig, developmentBuilds: boolean, clientOnly = false) =>
    pageSecurityHeaders({
      inlineScriptHashes: INLINE_SCRIPT_HASHES,
      remoteOrigins,
      apiBaseUrl: config.apiBaseUrl,
      paymentScriptUrl: config.paymentScriptUrl,
      developmentBuilds,
      clientOnly,
    });

  async function renderPage(req: IncomingMessage, res: ServerResponse, site: Site = 'shop'): Promise<void> {
    const origin = site === 'backoffice' ? (options.backofficeOrigin ?? options.publicOrigin) : options.publicOrigin;
    const url = new URL(req.url ?? '/', origin);
    const config = await currentConfig();
    const crawler = site === 'shop' ? await crawlerFile(url.pathname, options.publicOrigin, routeTableOf(config, {})) : undefined;
    if (crawler) {
      res.writeHead(200, { 'Content-Type': crawler.type, 'Cache-Control': 'public, max-age=300' });
      res.end(crawler.body);
      return;
    }
    const facts = readRequestFacts(req.headers);
    // The public origin says whether the shop is served over https, whatever the proxy before this server speaks.
    const rollout = rolloutFromCookies(facts.cookieHeader, url.search, Math.random, url.protocol === 'https:');
    const dev = readDevOverrides(facts.cookieHeader, url.search, {
      key: config.devOverrideKey,
      enabled: devOverridesOn,
      origins: remoteOrigins,
      secure: url.protocol === 'https:',
    });
    const setCookies = [...rollout.setCookies, ...dev.setCookies];
    // The same for every request (never a shopper's): images and links must read as in the browser.
    setRuntimeConfig(config);
    // A remote address not seen before (the first request, a new candidate) is loaded in the background.
    void remotes.warm(config);
    // This browser's view: the shared configuration with its own development overrides, if any.
    const viewConfig = withDevOverrides(config, dev.addresses);
    const chosen = chooseVersions(viewConfig, rollout.context);
    const table = routeTableOf(viewConfig, chosen, site);
    const requestRemotes = remotes.forRequest(viewConfig, chosen);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const context: RequestContext = {
      renderer: 'server',
      hasSession: facts.hasSession,
      origin,
      remotes: requestRemotes,
    };
    const result = await queryRoutes(treeFor(table), toFetchRequest(url, controller.signal), context);
    if ('redirect' in result) {
      res.writeHead(result.redirect.status, { Location: result.redirect.location, 'Set-Cookie': setCookies });
      res.end();
      return;
    }
    const routeData = leafData(result.state);
    const head = routeData?.head ?? { title: 'Page not found' };
    const preloads = await preloadsFor(requestRemotes);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    res.writeHead(result.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      // The same for every shopper of this configuration: a page stays cacheable.
      ...policyOf(viewConfig, Object.keys(dev.addresses).length > 0),
      // The back office is a tool for staff: never indexed, never framed by another page.
      ...(site === 'backoffice' ? { 'X-Robots-Tag': 'noindex', 'X-Frame-Options': 'DENY' } : {}),
      Vary: 'Accept-Encoding',
      'Set-Cookie': setCookies,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = pageBody(res, encoding);
    body.write(
      template.start +
        headTags(head, { origin, canonicalPath: url.pathname + url.search }) +
        EARLY_INPUT_SCRIPT +
        template.head +
        MARK_FAILED_STYLES_SCRIPT +
        sectionStylesheetTags(preloads.stylesheets) +
        template.bodyStart,
    );
    const scripts = startScriptsAfterPaint({ shell: template.scripts, sections: preloads.scripts });
    const viewId = reporter ? randomUUID() : undefined;
    // Why a section failed to render here, once it has: its team reads it in the release's figures.
    let renderFailure: string | undefined;
    const reportView = () => {
      // A tester's pinned version or development build is not what shoppers are given: its views never weigh on a release's health.
      const uses = [...requestRemotes.uses.values()].filter((use) => !rollout.context.pins[use.remote] && !dev.addresses[use.remote]);
      const remotes =
        renderFailure === undefined ? uses : uses.map((use) => ({ failure: 'render' as const, message: renderFailure, ...use }));
      if (viewId) reporter?.report({ viewId, remotes });
    };
    const siteState = site === 'shop' ? {} : { site };
    const state: InlineState = {
      ...siteState,
      config: browserConfig(viewConfig, chosen),
      routeVersions: chosen,
      versions: requestRemotes.versions,
      entries: requestRemotes.entries(),
      ...(viewId ? { viewId } : {}),
      hydration: hydrationOf(result.loaderData),
    };
    const stream = renderToPipeableStream(
      <StrictMode>
        <LoadedPagesContext.Provider value={requestRemotes.loaded}>
          <RouterView state={result.state} actions={serverActions} />
        </LoadedPagesContext.Provider>
      </StrictMode>,
      {
        ...streamOptions,
        onShellReady() {
          const page = new PassThrough();
          page.on('data', (chunk) => body.write(chunk));
          page.on('end', () => {
            body.end(template.end.replace('</body>', `${inlineStateScript(state)}${scripts}</body>`));
            reportView();
          });
          stream.pipe(page);
        },
        onShellError(error) {
          // The frame itself failed: the browser renders the whole page instead of hydrating it.
          console.error('[shell] server render failed', error);
          body.end(
            template.end.replace(
              '</body>',
              `${inlineStateScript({ ...siteState, config: state.config, versions: state.versions, routeVersions: chosen })}${scripts}</body>`,
            ),
          );
          renderFailure = failureMessage(error);
          reportView();
        },
        onError(error) {
          // An error inside a section: React leaves that section to the browser.
          console.info('[shell] a section failed to render on the server', error);
          renderFailure = failureMessage(error);
        },
      },
    );
    setTimeout(() => stream.abort(), RENDER_DEADLINE_MS).unref();
  }

  return Object.assign(renderPage, { clientOnlyHeaders: async () => policyOf(await currentConfig(), false, true) });
}

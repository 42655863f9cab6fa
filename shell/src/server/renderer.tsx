import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
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
import type { Cookies } from '../remotes/cookies';
import { LackedFragmentsContext } from '../remotes/fragment-host';
import { LoadedPagesContext, type PageSource } from '../remotes/page-source';
import { browserConfig, parseRuntimeConfig } from '../remotes/remotes-config';
import { chooseVersions, entryFor, type RemoteVersions } from '../remotes/rollout';
import { rolloutFromCookies } from '../remotes/rollout-cookies';
import { type LoaderData, type RouterActions, type RouterState, RouterView, type ShellRoute } from '../router';
import { crawlerFile } from './crawler-files';
import { readDevOverrides, withDevOverrides } from './dev-overrides';
import {
  EARLY_INPUT_SCRIPT,
  FONT_RELEASE_SCRIPT,
  headTags,
  INLINE_SCRIPT_HASHES,
  inlineStateScript,
  MARK_FAILED_STYLES_SCRIPT,
  parseTemplate,
  sectionStylesheetTags,
  startScriptsAfterPaint,
} from './html-document';
import { chooseEncoding, pageBody } from './page-body';
import { followChanges } from './page-cache/change-feed';
import { createKeptFront } from './page-cache/kept-front';
import { createPageCache, type PageCache, type RenderOutcome } from './page-cache/page-cache';
import { createTrackedFetch, withPageReads } from './page-cache/page-reads';
import { pageAddress, pageVariant } from './page-cache/page-variant';
import { type SendOptions, sendCachedPage } from './page-cache/send-cached-page';
import { pageSecurityHeaders } from './page-policy';
import { readRequestFacts, toFetchRequest } from './request-facts';
import { preloadsFor } from './route-preloads';
import { queryRoutes } from './route-query';
import { type RequestRemotes, ServerRemotes } from './server-remotes';
import { SmallStylesheets } from './small-stylesheets';
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
  /** Guests' public pages kept in memory (absent: every page is rendered for its request). */
  pageCache?: PageCacheSettings;
  /** The API's catalogue change stream, which drops the kept pages a change touches (absent: `apiOrigin`'s). */
  changesUrl?: string;
}

export interface PageCacheSettings {
  /** Sent as rendered this long; then sent while one render replaces it. */
  freshMs: number;
  /** The oldest a page is ever sent (the API down: marked stale). */
  staleMs: number;
  maxPages: number;
  maxBytes: number;
}

/** What the web server read of a page request before handing it over. */
export interface PageRequest {
  /** Whose page: the shop's or the back office's. */
  site: Site;
  /** The request's cookies, parsed by the web server. */
  cookies: Cookies;
}

/** Answers one page request with the server-rendered page of a site: the shop's or the back office's. */
export interface PageRenderer {
  (req: IncomingMessage, res: ServerResponse, page: PageRequest): Promise<void>;
  /** The security headers of the client-only page, the shell's index.html served as a file (SSR=off, or a failed render). */
  clientOnlyHeaders(): Promise<Record<string, string>>;
  /** Guests' pages in memory, when kept: change notices drop from it. */
  pageCache?: PageCache;
  /**
   * Answers a guest's request for a page just sent as kept, before the web server reads it (true);
   * false: the request goes to the renderer. `siteHeaders` are added to every answer of the site.
   */
  answerKept?(req: IncomingMessage, res: ServerResponse, siteHeaders: () => Record<string, string>): boolean;
}

interface RequestContext extends ServerLoadContext {
  remotes: RequestRemotes;
}

/** Everything one page view is rendered from, decided before any loader runs. */
interface PageView {
  site: Site;
  origin: string;
  url: URL;
  viewConfig: RuntimeConfig;
  chosen: RemoteVersions;
  requestRemotes: RequestRemotes;
  /** A development build is in the page (a signed override link). */
  developmentBuilds: boolean;
  hasSession: boolean;
  /** Whether this view's use of a remote weighs on its release's health (not a tester's pin or build). */
  counted: (remote: string) => boolean;
  /** The view's id in the health figures, written into the page (never into a kept one). */
  viewId?: string;
}

/** The release of each remote a view is rendered with, in one order: part of a kept page's key. */
function releasesOf(config: RuntimeConfig, chosen: RemoteVersions): string[] {
  return Object.entries(config.remotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, remote]) => `${name}=${entryFor(remote, chosen[name] ?? 'stable') ?? 'none'}`);
}

/** Whether shoppers are split between a remote's stable release and its candidate by bucket. */
function isSplit(config: RuntimeConfig): boolean {
  return Object.values(config.remotes).some((remote) => remote.candidate && remote.candidate.percent > 0 && remote.candidate.percent < 100);
}

/** A rollout that changed (a release promoted, a candidate stopped) drops the pages of releases no longer served. */
function retiredReleasesDropper(cache: PageCache): (config: RuntimeConfig) => void {
  let liveKey = '';
  let seen: RuntimeConfig | undefined;
  return (config) => {
    // The configuration is one object until its document changes: looked at once, not per page.
    if (config === seen) return;
    seen = config;
    const live = new Set(
      Object.entries(config.remotes).flatMap(([name, remote]) => [
        `${name}=${remote.entry ?? 'none'}`,
        ...(remote.candidate ? [`${name}=${remote.candidate.entry}`] : []),
      ]),
    );
    const key = [...live].sort().join(' ');
    if (key === liveKey) return;
    liveKey = key;
    cache.dropReleasesNotIn(live);
  };
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
  let lastRead: unknown;
  return async (): Promise<RuntimeConfig> => {
    try {
      const raw = await read();
      // The document is checked when it changes, not for every page.
      if (raw === lastRead && lastGood) return lastGood;
      lastGood = parseRuntimeConfig(raw);
      lastRead = raw;
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
  const pageCache = options.pageCache ? createPageCache(options.pageCache) : undefined;
  // An address is decided by a full request at least once a second: as often as the configuration is looked at.
  const keptFront =
    pageCache && options.pageCache
      ? createKeptFront({ cache: pageCache, recheckMs: 1000, maxAddresses: options.pageCache.maxPages })
      : undefined;
  const remotes = new ServerRemotes({
    budgetMs: options.remoteBudgetMs,
    policy,
    // A remote found down (or changed) takes the pages kept with it: browsers could not run their section.
    onFailedCheck: (manifestUrl) => pageCache?.dropReleaseAt(manifestUrl),
  });
  const reporter = options.viewReports ? createViewReporter(options.viewReports) : undefined;
  // A first page with a section's small stylesheet waits for it once, as briefly as for a manifest.
  const smallStylesheets = new SmallStylesheets({ policy, timeoutMs: options.remoteBudgetMs });

  configureApiClient({ getApiBaseUrl: () => options.apiOrigin, timeoutMs: options.apiTimeoutMs ?? 3000, fetch: createTrackedFetch() });
  const dropRetiredReleases = pageCache ? retiredReleasesDropper(pageCache) : () => {};
  if (pageCache) {
    followChanges({
      url: options.changesUrl ?? `${options.apiOrigin}/api/v1/catalogue/changes`,
      onChange: (tag) => (tag === '*' ? pageCache.clear() : pageCache.dropTagged([tag])),
    });
  }

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

  /**
   * Renders one page view: runs its loaders, then gives its status and headers to `start` and writes
   * its HTML into the writable `start` returns (none: the reply has no body, a redirect or HEAD).
   * Resolves once the HTML is complete, with why a section failed to render, if one did.
   */
  async function renderView(
    view: PageView,
    signal: AbortSignal,
    start: (status: number, headers: Record<string, string>) => Writable | undefined,
  ): Promise<{ renderFailure?: string }> {
    const { site, origin, url, viewConfig, chosen, requestRemotes } = view;
    const table = routeTableOf(viewConfig, chosen, site);
    const context: RequestContext = { renderer: 'server', hasSession: view.hasSession, origin, remotes: requestRemotes };
    const result = await queryRoutes(treeFor(table), toFetchRequest(url, signal), context);
    if ('redirect' in result) {
      start(result.redirect.status, { Location: result.redirect.location })?.end();
      return {};
    }
    const routeData = leafData(result.state);
    const head = routeData?.head ?? { title: 'Page not found' };
    const preloads = await preloadsFor(requestRemotes, table);
    const stylesheets = await Promise.all(
      preloads.stylesheets.map(async (sheet) => ({ ...sheet, text: await smallStylesheets.textOf(sheet) })),
    );
    const body = start(result.status, {
      'Content-Type': 'text/html; charset=utf-8',
      // The same for every shopper of this configuration: a page stays cacheable.
      ...policyOf(viewConfig, view.developmentBuilds),
      // The back office is a tool for staff: never indexed, never framed by another page.
      ...(site === 'backoffice' ? { 'X-Robots-Tag': 'noindex', 'X-Frame-Options': 'DENY' } : {}),
    });
    if (!body) return {};
    body.write(
      template.start +
        headTags(head, { origin, canonicalPath: url.pathname + url.search }) +
        EARLY_INPUT_SCRIPT +
        FONT_RELEASE_SCRIPT +
        template.head +
        MARK_FAILED_STYLES_SCRIPT +
        sectionStylesheetTags(stylesheets) +
        template.bodyStart,
    );
    const scripts = startScriptsAfterPaint({ shell: template.scripts, sections: preloads.scripts });
    const siteState = site === 'shop' ? {} : { site };
    const state: InlineState = {
      ...siteState,
      config: browserConfig(viewConfig, chosen, site),
      routeVersions: chosen,
      versions: requestRemotes.versions,
      entries: requestRemotes.entries(),
      ...(view.viewId ? { viewId: view.viewId } : {}),
      hydration: hydrationOf(result.loaderData),
    };
    // Filled while this view renders: the fragments whose code the server did not have.
    const lacked = new Set<string>();
    return new Promise((resolve) => {
      // Why a section failed to render here, once it has: its team reads it in the release's figures.
      let renderFailure: string | undefined;
      const stream = renderToPipeableStream(
        <StrictMode>
          <LoadedPagesContext.Provider value={requestRemotes.loaded}>
            <LackedFragmentsContext.Provider value={lacked}>
              <RouterView state={result.state} actions={serverActions} />
            </LackedFragmentsContext.Provider>
          </LoadedPagesContext.Provider>
        </StrictMode>,
        {
          ...streamOptions,
          onShellReady() {
            const page = new PassThrough();
            page.on('data', (chunk) => body.write(chunk));
            page.on('end', () => {
              const lackedFragments = lacked.size > 0 ? { lackedFragments: [...lacked] } : {};
              body.end(template.end.replace('</body>', `${inlineStateScript({ ...state, ...lackedFragments })}${scripts}</body>`));
              resolve({ renderFailure });
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
            resolve({ renderFailure: failureMessage(error) });
          },
          onError(error) {
            // An error inside a section: React leaves that section to the browser.
            console.info('[shell] a section failed to render on the server', error);
            renderFailure = failureMessage(error);
          },
        },
      );
      setTimeout(() => stream.abort(), RENDER_DEADLINE_MS).unref();
    });
  }

  /** A page rendered for its own request, streamed as it renders: signed-in shoppers, testers, the back office. */
  async function renderLive(req: IncomingMessage, res: ServerResponse, view: PageView, setCookies: string[]): Promise<void> {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const viewId = reporter?.newViewId();
    const { renderFailure } = await renderView({ ...view, viewId }, controller.signal, (status, headers) => {
      const isPage = 'Content-Type' in headers;
      res.writeHead(status, {
        ...headers,
        ...(isPage ? { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ...(encoding ? { 'Content-Encoding': encoding } : {}) } : {}),
        'Set-Cookie': setCookies,
      });
      if (isPage && req.method !== 'HEAD') return pageBody(res, encoding);
      res.end();
      return undefined;
    });
    if (!viewId || res.statusCode >= 300 || req.method === 'HEAD') return;
    const uses = [...view.requestRemotes.uses.values()].filter((use) => view.counted(use.remote));
    reporter?.report({
      viewId,
      remotes: renderFailure === undefined ? uses : uses.map((use) => ({ failure: 'render' as const, message: renderFailure, ...use })),
    });
  }

  /** A guest's page rendered into memory for the cache: kept only when whole (every read answered, every section rendered). */
  async function renderForCache(view: PageView, releases: string[]): Promise<RenderOutcome> {
    const chunks: Buffer[] = [];
    const html = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    let status = 200;
    let headers: Record<string, string> = {};
    const { reads, result } = withPageReads(() =>
      // Other guests wait for this render too: one leaving does not stop it, the deadline does.
      renderView(view, AbortSignal.timeout(RENDER_DEADLINE_MS), (code, head) => {
        status = code;
        headers = head;
        return html;
      }),
    );
    const { renderFailure } = await result;
    await finished(html);
    const uses = [...view.requestRemotes.uses.values()];
    const remoteFailed = uses.some((use) => use.failure !== undefined);
    const whole = !reads.failed && renderFailure === undefined && !remoteFailed && !view.requestRemotes.leftToBrowser;
    return {
      // Kept only when a change notice covers everything it shows.
      keep: status === 200 && whole && !reads.untagged,
      dropKept: remoteFailed,
      page: { status, headers, html: Buffer.concat(chunks), tags: [...reads.tags].sort(), releases, uses },
    };
  }

  async function renderPage(req: IncomingMessage, res: ServerResponse, { site, cookies }: PageRequest): Promise<void> {
    const origin = site === 'backoffice' ? (options.backofficeOrigin ?? options.publicOrigin) : options.publicOrigin;
    // A campaign link's tracking parameters change nothing on the page: it is the page without them.
    const url = pageAddress(new URL(req.url ?? '/', origin));
    const config = await currentConfig();
    const crawler = site === 'shop' ? await crawlerFile(url.pathname, options.publicOrigin, () => routeTableOf(config, {})) : undefined;
    if (crawler) {
      res.writeHead(200, { 'Content-Type': crawler.type, 'Cache-Control': 'public, max-age=300' });
      res.end(crawler.body);
      return;
    }
    dropRetiredReleases(config);
    const facts = readRequestFacts(cookies);
    // The public origin says whether the shop is served over https, whatever the proxy before this server speaks.
    const rollout = rolloutFromCookies(facts.cookies, url.search, Math.random, url.protocol === 'https:');
    const dev = readDevOverrides(facts.cookies, url.search, {
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
    const developmentBuilds = Object.keys(dev.addresses).length > 0;
    const view: PageView = {
      site,
      origin,
      url,
      viewConfig,
      chosen,
      requestRemotes: remotes.forRequest(viewConfig, chosen),
      developmentBuilds,
      hasSession: facts.hasSession,
      // A tester's pinned version or development build is not what shoppers are given: its views never weigh on a release's health.
      counted: (remote) => !rollout.context.pins[remote] && !dev.addresses[remote],
    };
    const tested =
      developmentBuilds || Object.keys(rollout.context.pins).length > 0 || setCookies.some((cookie) => cookie.startsWith('mf-pin-'));
    const variant =
      pageCache && site === 'shop' && !facts.hasSession && !tested
        ? pageVariant({ method: req.method ?? 'GET', pathname: url.pathname, search: url.search, cookies: facts.cookies })
        : undefined;
    if (!pageCache || variant === undefined) return renderLive(req, res, view, setCookies);
    const releases = releasesOf(viewConfig, chosen);
    const key = `${variant} ${releases.join(' ')}`;
    const answer = await pageCache.answer(key, () => renderForCache(view, releases));
    // While a share of shoppers is given a candidate, a first visit keeps the bucket it was drawn
    // (its page differs by bucket, so no shared cache may hold it); otherwise the browser draws one.
    const split = isSplit(viewConfig);
    const countedUses = answer.page.uses.filter((use) => view.counted(use.remote));
    const sendOptions: SendOptions = {
      setCookies: split ? setCookies : [],
      edgeCacheable: !split,
      freshMs: options.pageCache?.freshMs ?? 0,
      staleMs: options.pageCache?.staleMs ?? 0,
      // Filtered once: the front answers this address's next guests with these options, each view counted alike.
      reportView: reporter ? () => reporter.count(countedUses) : undefined,
    };
    await sendCachedPage(req, res, answer, sendOptions);
    if (answer.state !== 'stale') keptFront?.remember(req, key, answer.page, sendOptions);
  }

  return Object.assign(renderPage, {
    clientOnlyHeaders: async () => policyOf(await currentConfig(), false, true),
    pageCache,
    ...(keptFront ? { answerKept: keptFront.answer } : {}),
  });
}

import { configureApiClient } from '@shop/shared/api-client';
import { navigate } from '@shop/shared/navigation';
import { apiBaseUrl, type RuntimeConfig, setRuntimeConfig } from '@shop/shared/runtime-config';
import { $session } from '@shop/shared/stores';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type ShopRouter } from './app/app';
import { replayEarlyFields, replayEarlyTaps } from './app/early-input';
import { letFontInOnNavigation } from './app/held-font';
import { type InlineState, readInlineState } from './app/inline-state';
import { createRouteObjects, type PageHandle } from './app/route-objects';
import { EMPTY_ROUTE_TABLE, type RouteTable, routeTableOf } from './app/route-table';
import { yieldToBrowser } from './app/yield-to-browser';
import { listenForWantedFragments, wantEveryFragment } from './remotes/deferred-fragments';
import { reportRemoteFailure, servedViewId, startFailureReports } from './remotes/failure-beacon';
import { LackedFragmentsContext } from './remotes/fragment-host';
import { loadRemotePage, registerAllRemotes, rememberRemoteEntries, remotesUnavailable } from './remotes/load-remote';
import { browserPages } from './remotes/page-source';
import type { RemoteVersions } from './remotes/rollout';
import { browserHistory, createRouter } from './router';
import { loadSessionAtStart } from './session/session-actions';

// A server-rendered page carries the configuration and versions the server checked and chose; the
// client-only page loads the code that fetches, checks and chooses them, off the usual first view.
async function configurationOf(inline: InlineState | undefined): Promise<{ config: RuntimeConfig; versions: RemoteVersions }> {
  if (inline) return { config: inline.config, versions: inline.versions };
  const { fetchedConfiguration } = await import('./remotes/fetched-config');
  return fetchedConfiguration();
}

// The client-only page fetches the remotes file; a server-rendered page carries it inline. The page
// view's versions decide its route table, so the table is built once the configuration is known.
async function configure(inline: InlineState | undefined): Promise<RouteTable> {
  try {
    const { config, versions } = await configurationOf(inline);
    setRuntimeConfig(config);
    rememberRemoteEntries(inline?.entries ?? {});
    registerAllRemotes(config, versions);
    return routeTableOf(config, inline?.routeVersions ?? versions, inline?.site ?? 'shop');
  } catch (error) {
    // Without the remotes file the frame still works; no section has routes.
    console.info('[shell] remotes file could not be loaded', error);
    remotesUnavailable(error);
    return { ...EMPTY_ROUTE_TABLE, site: inline?.site ?? 'shop' };
  }
}

// The server rendered the page with its module loaded; having it loaded here too lets hydration
// match the HTML at once instead of waiting behind Suspense (the files are preloaded already).
async function loadRenderedPages(router: ShopRouter): Promise<void> {
  await Promise.all(
    router.state().matches.map(async ({ route }) => {
      const handle = route.handle as PageHandle | undefined;
      if (!handle) return;
      // The other sections' fragments in it are not: they keep the server's HTML until they are wanted.
      await loadRemotePage(handle.page.remote, handle.page.module).catch(() => {});
    }),
  );
}

async function start(): Promise<void> {
  // The start is cut into tasks short enough not to hold back a tap: this chunk's code, then the
  // configuration, then the router, then hydration (itself sliced).
  await yieldToBrowser();
  configureApiClient({ getApiBaseUrl: apiBaseUrl, onSessionExpired: () => navigate('/') });
  const inline = readInlineState();
  const root = document.getElementById('root') as HTMLElement;
  const table = await configure(inline);
  await yieldToBrowser();
  const hydrationData = inline?.hydration;
  // The session is looked up once the first render is committed: changing the session store during
  // hydration would make the browser's render differ from the server's HTML.
  let firstCommit: () => void = () => {};
  const committed = new Promise<void>((resolve) => {
    firstCommit = resolve;
  });
  const routes = createRouteObjects(table, browserPages, { onFirstCommit: () => firstCommit() });
  const router = createRouter({ routes, history: browserHistory(), hydration: hydrationData });
  letFontInOnNavigation(router);
  const app = (
    <StrictMode>
      <LackedFragmentsContext.Provider value={new Set(inline?.lackedFragments)}>
        <App router={router} />
      </LackedFragmentsContext.Provider>
    </StrictMode>
  );
  startFailureReports(inline?.viewId ?? servedViewId());
  if (hydrationData) {
    listenForWantedFragments();
    await loadRenderedPages(router);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page; a tap on a part not yet hydrated is replayed once it is.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch React recovered from is still the section's failure to hydrate: its team hears of it.
        onRecoverableError(error) {
          console.info('[shell] hydration recovered from an error', error);
          for (const { route } of router.state().matches) {
            const page = (route.handle as PageHandle | undefined)?.page;
            if (page) reportRemoteFailure(page.remote, 'hydration', { message: String((error as Error)?.message ?? error) });
          }
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
  // The API address comes from the remotes configuration, so the session is looked up after it.
  await committed;
  // What the shopper typed before hydration goes into the page's state; taps are answered once the shopper is known.
  replayEarlyFields();
  // The back office has no shopper session (its origin never receives the shop's cookies).
  if (table.site === 'backoffice') return replayEarlyTaps();
  void loadSessionAtStart().finally(() => {
    // A signed-in shopper's cart and wish list show in the fragments: they are wanted at once.
    if ($session.get().isLoggedIn) wantEveryFragment();
    replayEarlyTaps();
  });
}

void start();

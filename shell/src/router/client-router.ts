import type { RouterHistory } from './history';
import { parsePath } from './history';
import { matchRoutes } from './match-routes';
import {
  isRedirect,
  type LoaderData,
  type LoaderResult,
  type NavigateOptions,
  type RouteMatch,
  type RouterActions,
  type RouterLocation,
  type RouterState,
  type ShellRoute,
} from './route-tree';

/** The browser's router: the address, the matched routes with their loaders' data, and navigation. */
export interface ShellRouter extends RouterActions {
  state(): RouterState;
  subscribe(listener: () => void): () => void;
  /** Stops listening to the browser's Back and Forward. */
  dispose(): void;
}

type Mode = 'push' | 'replace' | 'pop' | 'initial' | 'revalidate';

// A loader that keeps redirecting is a defect; stop following it rather than loop.
const MAX_REDIRECTS = 10;

function href(location: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Creates the router over the shell's route tree. Given the server's loader data it starts on the
 * rendered page at once (hydration); otherwise it runs the first page's loaders. Every later
 * navigation runs the next page's loaders before it is shown; a newer navigation wins.
 */
export function createRouter({
  routes,
  history,
  hydration,
  origin = typeof window === 'undefined' ? 'http://shop.invalid' : window.location.origin,
}: {
  routes: readonly ShellRoute[];
  history: RouterHistory;
  hydration?: LoaderData;
  origin?: string;
}): ShellRouter {
  const listeners = new Set<() => void>();
  let latest = 0;
  let controller: AbortController | null = null;
  const start = history.location();
  const startMatches = matchRoutes(routes, start.pathname);
  let state: RouterState = hydration
    ? {
        location: start,
        matches: startMatches.map((match) => ({ ...match, data: hydration[match.route.id] })),
        navigation: 'idle',
        initialized: true,
      }
    : { location: start, matches: startMatches, navigation: 'loading', initialized: false };

  function set(next: RouterState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  async function runLoaders(
    matches: RouteMatch[],
    target: RouterLocation,
    signal: AbortSignal,
  ): Promise<{ redirect: string } | { matches: RouteMatch[] }> {
    const request = new Request(new URL(href(target), origin), { signal });
    const results: Array<LoaderResult | undefined> = await Promise.all(
      matches.map((match) => match.route.loader?.({ params: match.params, request })),
    );
    const redirect = results.find((result) => result && isRedirect(result));
    if (redirect && isRedirect(redirect)) return { redirect: redirect.redirect };
    return {
      matches: matches.map((match, index) => {
        const result = results[index];
        return { ...match, data: result && !isRedirect(result) ? result.data : undefined };
      }),
    };
  }

  function commit(target: RouterLocation, mode: Mode, matches: RouteMatch[]): void {
    if (mode === 'push') history.push(href(target), target.state);
    if (mode === 'replace') history.replace(href(target), target.state);
    const location = mode === 'push' || mode === 'replace' ? history.location() : target;
    set({ location, matches, navigation: 'idle', initialized: true });
  }

  async function load(target: RouterLocation, mode: Mode, redirects = 0): Promise<void> {
    latest += 1;
    const id = latest;
    controller?.abort();
    controller = new AbortController();
    const matches = matchRoutes(routes, target.pathname);
    // Nothing to load: the page shows at once.
    if (!matches.some((match) => match.route.loader)) return commit(target, mode, matches);
    set({ ...state, navigation: 'loading', pending: { location: target, matches } });
    let result: { redirect: string } | { matches: RouteMatch[] };
    try {
      result = await runLoaders(matches, target, controller.signal);
    } catch (error) {
      if (id !== latest) return;
      // The route loaders answer failures with data; a throw is a defect. The current page stays.
      console.error('[shell] a route loader failed', error);
      set({ ...state, navigation: 'idle', pending: undefined });
      return;
    }
    if (id !== latest) return;
    if ('redirect' in result) {
      if (redirects >= MAX_REDIRECTS) {
        console.error(`[shell] too many redirects from ${href(target)}`);
        set({ ...state, navigation: 'idle', pending: undefined });
        return;
      }
      const next = { ...parsePath(result.redirect), state: null, key: '' };
      return load(next, mode === 'push' ? 'push' : 'replace', redirects + 1);
    }
    commit(target, mode, result.matches);
  }

  const stopListening = history.listen(() => void load(history.location(), 'pop'));
  if (!hydration) void load(start, 'initial');

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to: string, options: NavigateOptions = {}) {
      void load({ ...parsePath(to), state: options.state ?? null, key: '' }, options.replace ? 'replace' : 'push');
    },
    revalidate: () => load(state.location, 'revalidate'),
    dispose: stopListening,
  };
}

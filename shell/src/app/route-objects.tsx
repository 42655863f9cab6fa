import { bindNavigator, LocationContext, publishLocation } from '@shop/shared/navigation';
import { PageSkeleton } from '@shop/shared/ui';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { FragmentHostProvider } from '../remotes/fragment-host';
import type { PageSource } from '../remotes/page-source';
import {
  Navigate,
  Outlet,
  type RouterLocation,
  redirectTo,
  type ShellRoute,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from '../router';
import { BackofficeLayout } from './layout/backoffice-layout';
import { NavigationProgress } from './layout/navigation-progress';
import { SiteLayout } from './layout/site-layout';
import { notFoundLoader, routeLoader } from './route-loader';
import { NotFoundRoute, RoutePage } from './route-page';
import { accessFor, type RouteTable, RouteTableContext } from './route-table';

// Remotes navigate through shared helpers; this binds them to the shell's router and publishes the location.
function RouterBridge({ table, onFirstCommit }: { table: RouteTable; onFirstCommit?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    bindNavigator(
      (to, options) => navigate(to, { replace: options?.replace, state: options?.state }),
      () => void revalidate(),
    );
  }, [navigate, revalidate]);
  useEffect(() => {
    publishLocation({ pathname: location.pathname, search: location.search, hash: location.hash, state: location.state });
  }, [location]);
  useNewPageAtTop(location);
  useReturnPathFromQuery(table);
  // Runs once the first render is on screen: after hydration, so nothing changes what it must match.
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return null;
}

/**
 * A new page starts at its top, the first one keeps where a shopper may have scrolled before it
 * hydrated. The jump is instant and made before the new page paints: the site's smooth scrolling is
 * for jumps within a page, and a page that scrolls up through itself moves what a tap was aimed at.
 */
function useNewPageAtTop(location: RouterLocation) {
  const shown = useRef(location);
  useLayoutEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
}

/**
 * The server's redirect of a guest can only carry the way back in the address (`?from=`); the sign-in
 * pages read it from the navigation state, as after the browser's own redirect, so it moves there.
 */
function useReturnPathFromQuery(table: RouteTable) {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const from = query.get('from');
    if (from === null || accessFor(table, pathname) !== 'guest-only') return;
    query.delete('from');
    const rest = query.toString();
    const base = typeof state === 'object' && state !== null ? state : {};
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true, state: { from, ...base } });
  }, [navigate, table, pathname, search, hash, state]);
}

/**
 * The frame every route renders inside, with the location every page reads (the only source on the
 * server). `pending`: the client-only page's first paint, before the first route's loader has answered.
 */
function Frame({ table, pending = false, onFirstCommit }: { table: RouteTable; pending?: boolean; onFirstCommit?: () => void }) {
  const { pathname, search, hash, state } = useLocation();
  const location = useMemo(() => ({ pathname, search, hash, state: state ?? null }), [pathname, search, hash, state]);
  return (
    <RouteTableContext.Provider value={table}>
      <FragmentHostProvider table={table}>
        <LocationContext.Provider value={location}>
          <RouterBridge table={table} onFirstCommit={onFirstCommit} />
          <NavigationProgress />
          {table.site === 'backoffice' ? (
            <BackofficeLayout>{pending ? <PageSkeleton /> : <PageOutlet />}</BackofficeLayout>
          ) : (
            <SiteLayout pathname={pathname}>{pending ? <PageSkeleton /> : <PageOutlet />}</SiteLayout>
          )}
        </LocationContext.Provider>
      </FragmentHostProvider>
    </RouteTableContext.Provider>
  );
}

/** What a route says about the page it renders, read when the browser prepares to hydrate and while it loads. */
export interface PageHandle {
  page: { remote: string; module: string };
  pending?: string;
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The matched page, or, while the shopper goes to another page that has words for its loading
 * ('Loading product details...'), those words: such a page does not keep the previous one on screen.
 */
function PageOutlet() {
  const { pending, matches } = useNavigation();
  const target = pending?.matches[pending.matches.length - 1];
  const current = matches[matches.length - 1];
  const message = (target?.route.handle as PageHandle | undefined)?.pending;
  const elsewhere = target && (target.route.id !== current?.route.id || !sameParams(target.params, current?.params ?? {}));
  if (message && elsewhere) return <PageSkeleton message={message} />;
  return <Outlet />;
}

/** What the browser hooks into the route tree. */
export interface BrowserHooks {
  /** Called once the first render has been committed (hydrated, for a server-rendered page). */
  onFirstCommit?: () => void;
}

/**
 * The whole route tree of a page view, the same on the server and in the browser: the routes and
 * redirects its remotes' releases declare, and the 404 page. `pages` says where page modules come from.
 */
export function createRouteObjects(table: RouteTable, pages: PageSource, { onFirstCommit }: BrowserHooks = {}): ShellRoute[] {
  const children: ShellRoute[] = [];
  children.push(
    ...table.routes.map((route) => ({
      id: route.path,
      path: route.path,
      loader: routeLoader(route, pages),
      element: <RoutePage route={route} />,
      handle: { page: { remote: route.remote, module: route.module }, pending: route.pending } satisfies PageHandle,
    })),
    // The server answers a real redirect; the element covers the moment before the browser's router follows its own.
    ...table.redirects.map((redirect) => ({
      id: redirect.from,
      path: redirect.from,
      loader: async () => redirectTo(redirect.to, redirect.status),
      element: <Navigate to={redirect.to} replace />,
    })),
    { id: '*', path: '*', loader: notFoundLoader, element: <NotFoundRoute /> },
  );
  return [
    {
      id: 'frame',
      element: <Frame table={table} onFirstCommit={onFirstCommit} />,
      pendingElement: <Frame table={table} pending onFirstCommit={onFirstCommit} />,
      children,
    },
  ];
}

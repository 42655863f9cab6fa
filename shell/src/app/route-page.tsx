import { PageSkeleton } from '@shop/shared/ui';
import { useEffect, useRef } from 'react';
import { SITE_NAME } from '../config/env';
import { resetRemote } from '../remotes/load-remote';
import { SectionUnavailable } from '../remotes/remote-boundary';
import { RemotePage } from '../remotes/remote-page';
import { useLoaderData, useParams, useRevalidator } from '../router';
import { AccessGuard } from './guards';
import { NotFoundPage } from './not-found-page';
import type { RouteData } from './route-data';
import type { RouteDefinition } from './route-table';

function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}

/**
 * A public section the server could not render (too slow, or unreachable from the server) is
 * loaded once more by the browser after hydration; the shopper's Retry asks again after that.
 */
function useLoadInBrowser(routeData: RouteData): void {
  const revalidator = useRevalidator();
  const tried = useRef(false);
  const needsBrowser = routeData.kind === 'skeleton' || routeData.kind === 'unavailable';
  useEffect(() => {
    if (!needsBrowser || tried.current) return;
    tried.current = true;
    void revalidator.revalidate();
  }, [needsBrowser, revalidator]);
}

/** A route's element: its guard, then the page its loader prepared (or the skeleton, or the unavailable panel). */
export function RoutePage({ route }: { route: RouteDefinition }) {
  const routeData = useLoaderData() as RouteData;
  const params = useParams();
  const revalidator = useRevalidator();
  useDocumentTitle(routeData.head.title);
  useLoadInBrowser(routeData);
  const pageParams = Object.fromEntries(route.params.map((name) => [name, params[name] ?? '']));

  const page = { remote: route.remote, module: route.module, section: route.section };
  let content = <RemotePage {...page} params={pageParams} />;
  if (routeData.kind === 'page') {
    content = <RemotePage {...page} params={pageParams} data={routeData.data} />;
  } else if (routeData.kind === 'unavailable') {
    content = (
      <SectionUnavailable
        section={route.section}
        onRetry={() => {
          resetRemote(route.remote);
          void revalidator.revalidate();
        }}
      />
    );
  } else if (routeData.kind === 'skeleton') {
    content = <PageSkeleton message={route.pending} />;
  }
  return <AccessGuard access={route.access}>{content}</AccessGuard>;
}

/** The element for unknown paths. */
export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return <NotFoundPage />;
}

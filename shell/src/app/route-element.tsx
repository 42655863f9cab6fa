import { useEffect } from 'react';
import { useParams } from 'react-router';
import { SITE_NAME } from '../config/env';
import { RemotePage } from '../remotes/remote-page';
import { AccessGuard } from './guards';
import { NotFoundPage } from './not-found-page';
import type { RouteDefinition } from './routes';

function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}

/** A route's page behind its guard; a route whose section has not shipped its page yet is not found. */
export function RouteElement({ route }: { route: RouteDefinition }) {
  const params = useParams();
  useDocumentTitle(route.module ? route.title : 'Page not found');
  const pageParams = Object.fromEntries((route.params ?? []).map((name) => [name, params[name] ?? '']));
  return (
    <AccessGuard access={route.access}>
      {route.module ? <RemotePage remote={route.remote} module={route.module} params={pageParams} /> : <NotFoundPage />}
    </AccessGuard>
  );
}

/** The element for unknown paths. */
export function NotFoundElement() {
  useDocumentTitle('Page not found');
  return <NotFoundPage />;
}

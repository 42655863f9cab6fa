import type { PageSource } from '../remotes/page-source';
import { type LoaderArgs, type LoaderResult, redirectTo } from '../router';
import { isServerContext, originOf, type RouteData } from './route-data';
import type { RouteDefinition } from './route-table';
import { SIGN_IN_PATH } from './routes';

/** Where a guest is sent from a signed-in route, remembering the way back. */
export function signInRedirect(url: URL): string {
  return `${SIGN_IN_PATH}?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

function routeData(data: RouteData, status = 200): LoaderResult {
  return { data, status };
}

function plainHead(route: RouteDefinition) {
  return { title: route.title };
}

/**
 * The loader of a route: loads the owning remote's page module and runs the page's own loader,
 * on the server for the first view and in the browser for every later navigation. Every failure
 * becomes data the route renders (a skeleton or the unavailable panel), never a thrown error.
 */
export function routeLoader(route: RouteDefinition, pages: PageSource): (args: LoaderArgs) => Promise<LoaderResult> {
  return async ({ params, request, context }) => {
    const url = new URL(request.url);
    if (route.access !== 'public') {
      // Only the browser can ask the API who the shopper is; a request without any session cookie is a guest.
      if (isServerContext(context) && route.access === 'signed-in' && !context.hasSession) return redirectTo(signInRedirect(url), 302);
      // Guarded pages have no loader: the guard renders them (loading their remote) once the session is known.
      return routeData({ kind: 'guarded', head: plainHead(route) });
    }
    // The fragments the page shows load beside it; one that cannot shows its fallback, never failing the page.
    const [load] = await Promise.all([
      pages.load(route.remote, route.module, context),
      ...route.fragments.map((fragment) => pages.load(fragment.remote, fragment.module, context)),
    ]);
    if (load.status === 'slow') return routeData({ kind: 'skeleton', head: plainHead(route) });
    if (load.status === 'failed') return routeData({ kind: 'unavailable', head: plainHead(route) }, 503);
    const { page } = load;
    const pageParams = Object.fromEntries(route.params.map((name) => [name, params[name] ?? '']));
    try {
      const result = page.loader ? await page.loader({ params: pageParams, url, signal: request.signal }) : { data: undefined };
      const head = page.head?.(result.data, { params: pageParams, url, origin: originOf(context, url) }) ?? plainHead(route);
      return routeData({ kind: 'page', head, data: result.data }, result.status ?? 200);
    } catch (error) {
      // A page loader answers failures with data; one that throws is a defect in that section only.
      console.error(`[shell] ${route.remote}/${route.module} loader failed`, error);
      return routeData({ kind: 'unavailable', head: plainHead(route) }, 503);
    }
  };
}

/** The loader of every address no route has. */
export async function notFoundLoader(): Promise<LoaderResult> {
  return routeData({ kind: 'not-found', head: { title: 'Page not found' } }, 404);
}

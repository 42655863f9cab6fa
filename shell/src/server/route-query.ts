import { isRedirect, type LoaderData, matchRoutes, type RouteMatch, type RouterState, type ShellRoute } from '../router';

/** What one request came to: a redirect, or the router state to render with its status and loader data. */
export type QueryResult =
  | { redirect: { status: number; location: string } }
  | { status: number; state: RouterState; loaderData: LoaderData };

/**
 * Matches a request against the shell's route tree with the shop's one matcher and runs the matched
 * loaders, as the browser's router does on a navigation: a redirect ends the request, otherwise the
 * deepest loader's status is the page's.
 */
export async function queryRoutes(routes: readonly ShellRoute[], request: Request, context: unknown): Promise<QueryResult> {
  const url = new URL(request.url);
  const loaderData: LoaderData = {};
  const matches: RouteMatch[] = [];
  let status = 200;
  for (const match of matchRoutes(routes, url.pathname)) {
    const { loader } = match.route;
    if (!loader) {
      matches.push(match);
      continue;
    }
    const result = await loader({ params: match.params, request, context });
    if (isRedirect(result)) return { redirect: { status: result.status, location: result.redirect } };
    loaderData[match.route.id] = result.data;
    status = result.status ?? 200;
    matches.push({ ...match, data: result.data });
  }
  const state: RouterState = {
    location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
    matches,
    navigation: 'idle',
    initialized: true,
  };
  return { status, state, loaderData };
}

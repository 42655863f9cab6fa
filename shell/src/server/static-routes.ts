import { createStaticHandler, data, type RouteObject, redirect, type StaticHandlerContext } from 'react-router';
import { isRedirect, type LoaderData, type RouterState, type ShellRoute } from '../router';

function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The shell's routes as React Router's route objects: its static handler matches them and runs their loaders. */
function toStaticRoutes(routes: readonly ShellRoute[]): RouteObject[] {
  return routes.map((route) => {
    const { loader } = route;
    return {
      id: route.id,
      path: route.path,
      loader: loader
        ? async ({ params, request, context }) => {
            const result = await loader({ params: definedParams(params), request, context });
            return isRedirect(result) ? redirect(result.redirect, result.status) : data(result.data, { status: result.status ?? 200 });
          }
        : undefined,
      children: route.children ? toStaticRoutes(route.children) : undefined,
    };
  });
}

/** What one request came to: a redirect, or the router state to render with its status and loader data. */
export type StaticResult = { redirect: Response } | { status: number; state: RouterState; loaderData: LoaderData };

/** Matches requests against the shell's routes and runs their loaders, with React Router's data APIs. */
export function createStaticRoutes(routes: readonly ShellRoute[]) {
  const handler = createStaticHandler(toStaticRoutes(routes));
  const byId = new Map<string, ShellRoute>();
  const index = (list: readonly ShellRoute[]) => {
    for (const route of list) {
      byId.set(route.id, route);
      if (route.children) index(route.children);
    }
  };
  index(routes);

  function stateOf(url: URL, context: StaticHandlerContext): RouterState {
    return {
      location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
      matches: context.matches.flatMap((match) => {
        const route = byId.get(match.route.id);
        return route ? [{ route, params: definedParams(match.params), data: context.loaderData[match.route.id] }] : [];
      }),
      navigation: 'idle',
      initialized: true,
    };
  }

  return {
    async query(request: Request, requestContext: unknown): Promise<StaticResult> {
      const context = await handler.query(request, { requestContext: requestContext as never });
      if (context instanceof Response) return { redirect: context };
      return { status: context.statusCode, state: stateOf(new URL(request.url), context), loaderData: context.loaderData };
    },
  };
}

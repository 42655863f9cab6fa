import { matchPath } from '@shop/shared/routing';
import type { RouteMatch, ShellRoute } from './route-tree';

export { matchPath };

/** The root route and the first of its children that matches (the shell's tree is one level deep). */
export function matchRoutes(routes: readonly ShellRoute[], pathname: string): RouteMatch[] {
  for (const root of routes) {
    for (const child of root.children ?? []) {
      const params = child.path === undefined ? null : matchPath(child.path, pathname);
      if (params)
        return [
          { route: root, params },
          { route: child, params },
        ];
    }
  }
  return [];
}

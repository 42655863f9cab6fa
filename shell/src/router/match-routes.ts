import type { RouteMatch, ShellRoute } from './route-tree';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // An address that is not valid percent-encoding ('/50%-off') is matched as it is.
    return segment;
  }
}

/**
 * The params of `pathname` under `pattern` ('/product/:productId', '*'), or null when it does not
 * match. Case and a trailing slash do not matter, as with React Router, which the server uses.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decode(value);
    else if (part.toLowerCase() !== decode(value).toLowerCase()) return null;
  }
  return params;
}

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

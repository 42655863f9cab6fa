// The shop's one way of matching an address to a route path ('/product/:productId'): the rendering
// server, the browser's router, a remote's standalone harness and the registry's clash check all
// use it, so an address means the same route everywhere.

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** A segment's decoded text, or the segment as written when it is not valid percent-encoding ('50%-off'). */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isParam = (segment: string) => segment.startsWith(':');

/**
 * The params of `pathname` under `pattern`, or null when it does not match. `'*'` matches anything.
 * Literal segments compare without regard to case, and a trailing slash does not matter.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = decode(actual[index] ?? '');
    if (isParam(part)) params[part.slice(1)] = value;
    else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/** True when some address matches both route paths, so two remotes declaring them would clash. */
export function pathsOverlap(a: string, b: string): boolean {
  if (a === '*' || b === '*') return true;
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  if (left.length !== right.length) return false;
  return left.every((part, index) => {
    const other = right[index] ?? '';
    return isParam(part) || isParam(other) || part.toLowerCase() === other.toLowerCase();
  });
}

/** The names of a route path's parameters, in order ('/product/:productId' → ['productId']). */
export function paramNames(pattern: string): string[] {
  return segmentsOf(pattern)
    .filter(isParam)
    .map((segment) => segment.slice(1));
}

import type { Cookies } from '../../remotes/cookies';

/** The query parameters a public page reads (the shop's filters and page); any other makes a page one of a kind. */
const KNOWN_PARAMETERS = new Set(['c', 'sb', 'pf', 'pt', 'r', 'p', 'q']);
const MAX_PARAMETERS = 6;
const MAX_VALUE_LENGTH = 64;
const MAX_PATH_LENGTH = 200;

/** Cookies that make a page this browser's own: a session, a tester's pinned version, a development build. */
const PERSONAL_COOKIE = /^(accessToken|refreshToken|signedIn|mf-pin-|mf-dev)/;

export interface VariantRequest {
  method: string;
  pathname: string;
  search: string;
  cookies: Cookies;
}

/**
 * The part of a page's cache key the address gives, or undefined when the request must be rendered
 * for itself: anything but GET or HEAD, a personal cookie, a version pinned or overridden in the
 * address, or a query the cache cannot bound (unknown, repeated or long parameters) — a burst of
 * made-up query strings then costs renders, never memory.
 */
export function pageVariant(request: VariantRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.pathname.length > MAX_PATH_LENGTH) return undefined;
  for (const name of Object.keys(request.cookies)) if (PERSONAL_COOKIE.test(name)) return undefined;
  const query = new URLSearchParams(request.search);
  const names = [...query.keys()];
  if (names.length > MAX_PARAMETERS || new Set(names).size !== names.length) return undefined;
  for (const [name, value] of query) {
    if (!KNOWN_PARAMETERS.has(name) || value.length > MAX_VALUE_LENGTH) return undefined;
  }
  // As written, not reordered: the page's canonical link names the address it was rendered for.
  return `${request.pathname}${request.search}`;
}

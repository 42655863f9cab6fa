import type { Cookies } from '../../remotes/cookies';

/** The query parameters a public page reads (the shop's filters and page); any other makes a page one of a kind. */
const KNOWN_PARAMETERS = new Set(['c', 'sb', 'pf', 'pt', 'r', 'p', 'q']);
const MAX_PARAMETERS = 6;
const MAX_VALUE_LENGTH = 64;
const MAX_PATH_LENGTH = 200;

/**
 * Parameters that tell analytics where a visit came from (a campaign link, an ad click). No page
 * reads them, so the page is the one without them: a sale's campaign links are answered from the
 * kept pages rather than each rendered, and a click id unique per visit cannot fill the cache.
 */
const TRACKING_PARAMETER = /^(utm_[a-z_]{1,24}|gclid|gbraid|wbraid|dclid|fbclid|msclkid|igshid|ttclid|twclid|yclid|mc_cid|mc_eid|_gl)$/;

/** Cookies that make a page this browser's own: a session, a tester's pinned version, a development build. */
const PERSONAL_COOKIE = /^(accessToken|refreshToken|signedIn|mf-pin-|mf-dev)/;

/**
 * The address a page is rendered for: the one asked, less its tracking parameters. The rest of the
 * query stays as written (not re-encoded, not reordered); the browser's address keeps them all for
 * its analytics, and no page shows them, so hydration matches.
 */
export function pageAddress(url: URL): URL {
  if (!url.search) return url;
  const address = new URL(url);
  address.search = withoutTracking(url.search);
  return address;
}

/** An address as sent (path and query), less its tracking parameters: a campaign link names its plain address. */
export function untrackedAddress(address: string): string {
  const mark = address.indexOf('?');
  return mark === -1 ? address : address.slice(0, mark) + withoutTracking(address.slice(mark));
}

/** A query (`?…`) less its tracking parameters, the rest as written; empty when nothing is left. */
function withoutTracking(search: string): string {
  const kept = search
    .slice(1)
    .split('&')
    .filter((pair) => !TRACKING_PARAMETER.test(parameterName(pair)));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

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

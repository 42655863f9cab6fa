import { type Cookies, readCookies, siteCookie } from './cookies';
import type { RemoteVersion, RolloutContext } from './rollout';

/** A visit's rollout context and the cookies that keep it for the next request. */
export interface RolloutCookies {
  context: RolloutContext;
  setCookies: string[];
}

// A cookie, not storage: the rendering server must see the bucket to render the version the browser hydrates.
const BUCKET_COOKIE = 'mf-bucket';
const PIN_PREFIX = 'mf-pin-';
const QUERY_PREFIX = 'mf-';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function savedBucket(cookies: Cookies): number | undefined {
  const raw = cookies[BUCKET_COOKIE];
  if (raw === undefined || !/^\d{1,2}$/.test(raw)) return undefined;
  return Number(raw);
}

/** A tester pins a version with `?mf-<remote>=candidate|stable` (a session cookie) and clears it with `=auto`. */
function pinCookiesFromQuery(search: string): Array<{ name: string; version: RemoteVersion | null }> {
  const changes: Array<{ name: string; version: RemoteVersion | null }> = [];
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(QUERY_PREFIX) || key.startsWith(PIN_PREFIX)) continue;
    const name = key.slice(QUERY_PREFIX.length);
    if (!/^[a-z-]+$/.test(name) || name === 'bucket') continue;
    if (value === 'stable' || value === 'candidate') changes.push({ name, version: value });
    if (value === 'auto') changes.push({ name, version: null });
  }
  return changes;
}

/**
 * Reads a visit's rollout context from its cookies and address, the same way on the server and in
 * the browser: a new visitor draws a bucket once, and the address may pin or unpin versions.
 * `secure`: the page is served over https, so its cookies are never sent over plain http.
 */
export function rolloutFromCookies(cookies: Cookies, search: string, random: () => number = Math.random, secure = false): RolloutCookies {
  const setCookies: string[] = [];
  let bucket = savedBucket(cookies);
  if (bucket === undefined) {
    bucket = Math.min(99, Math.floor(random() * 100));
    setCookies.push(siteCookie(BUCKET_COOKIE, String(bucket), { maxAge: ONE_YEAR_SECONDS, secure }));
  }
  const pins: RolloutContext['pins'] = {};
  for (const [key, value] of Object.entries(cookies)) {
    if (key.startsWith(PIN_PREFIX) && (value === 'stable' || value === 'candidate')) pins[key.slice(PIN_PREFIX.length)] = value;
  }
  for (const { name, version } of pinCookiesFromQuery(search)) {
    if (version) {
      pins[name] = version;
      setCookies.push(siteCookie(`${PIN_PREFIX}${name}`, version, { secure }));
    } else {
      delete pins[name];
      setCookies.push(siteCookie(`${PIN_PREFIX}${name}`, '', { maxAge: 0, secure }));
    }
  }
  return { context: { bucket, pins }, setCookies };
}

/** The rollout context of this browser, keeping a new bucket and any pins from the address in cookies. */
export function readRolloutContext(
  doc: Pick<Document, 'cookie'> = document,
  location: Pick<Location, 'search'> & Partial<Pick<Location, 'protocol'>> = window.location,
  random: () => number = Math.random,
): RolloutContext {
  const { context, setCookies } = rolloutFromCookies(readCookies(doc.cookie), location.search, random, location.protocol === 'https:');
  for (const cookie of setCookies) doc.cookie = cookie;
  return context;
}

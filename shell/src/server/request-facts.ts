import type { Cookies } from '../remotes/cookies';

/** What the rendering server may know about a request without asking the API: never who the shopper is. */
export interface RequestFacts {
  /** The request carries a session cookie (valid or not); without one the visitor is a guest for certain. */
  hasSession: boolean;
  cookies: Cookies;
}

const SESSION_COOKIES = ['accessToken', 'refreshToken'];

/** Reads the facts of a request from its cookies. */
export function readRequestFacts(cookies: Cookies): RequestFacts {
  const hasSession = SESSION_COOKIES.some((name) => Boolean(cookies[name]));
  return { hasSession, cookies };
}

/** The request as a Fetch API Request for the router, carrying only what loaders may read. */
export function toFetchRequest(url: URL, signal: AbortSignal): Request {
  // No cookies: loaders read public data, so nothing a shopper sends can reach another shopper's page.
  return new Request(url, { method: 'GET', signal });
}

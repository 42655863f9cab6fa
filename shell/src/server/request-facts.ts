import type { IncomingHttpHeaders } from 'node:http';

/** What the rendering server may know about a request without asking the API: never who the shopper is. */
export interface RequestFacts {
  /** The request carries a session cookie (valid or not); without one the visitor is a guest for certain. */
  hasSession: boolean;
  cookieHeader: string;
}

const SESSION_COOKIES = new Set(['accessToken', 'refreshToken']);

/** Reads the facts of a request from its headers. */
export function readRequestFacts(headers: IncomingHttpHeaders): RequestFacts {
  const cookieHeader = headers.cookie ?? '';
  const hasSession = cookieHeader.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return SESSION_COOKIES.has(name ?? '') && (value ?? '') !== '';
  });
  return { hasSession, cookieHeader };
}

/** The request as a Fetch API Request for the router, carrying only what loaders may read. */
export function toFetchRequest(url: URL, signal: AbortSignal): Request {
  // No cookies: loaders read public data, so nothing a shopper sends can reach another shopper's page.
  return new Request(url, { method: 'GET', signal });
}

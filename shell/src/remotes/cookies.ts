import { type Cookies, parseCookie, stringifySetCookie } from 'cookie';

/** A request's cookies by name, as the server's cookie plugin gives them and the browser reads them. */
export type { Cookies };

/** The cookies of `document.cookie` (or of a `Cookie` header), by name. */
export const readCookies = (text: string): Cookies => parseCookie(text);

interface SiteCookieOptions {
  /** Seconds it lives; absent, it ends with the browser's session (0 clears it). */
  maxAge?: number;
  /** Out of the page's scripts' reach (set by the server alone). */
  httpOnly?: boolean;
  /** The page is served over https: the cookie is never sent over plain http. */
  secure?: boolean;
}

/** A `Set-Cookie` value for one of the shop's own cookies: the whole site, sent on a link followed from another site. */
export const siteCookie = (name: string, value: string, options: SiteCookieOptions = {}): string =>
  stringifySetCookie({ name, value, path: '/', sameSite: 'lax', ...options });

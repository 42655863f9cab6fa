import type { PageHead } from '@shop/shared/page';

/**
 * What a route's loader hands its element, and what the server embeds for hydration:
 * - `page`: the remote's page with its loader data;
 * - `guarded`: a signed-in or guest-only page, which only the browser can render (it knows the session);
 * - `skeleton`: the server left a public section to the browser (its remote was slower than the budget);
 * - `unavailable`: the remote could not be loaded;
 * - `not-found`: no route has this address.
 */
export type RouteData =
  | { kind: 'page'; head: PageHead; data: unknown }
  | { kind: 'guarded'; head: PageHead }
  | { kind: 'skeleton'; head: PageHead }
  | { kind: 'unavailable'; head: PageHead }
  | { kind: 'not-found'; head: PageHead };

/** What the rendering server tells the route loaders about one request; loaders in the browser get none. */
export interface ServerLoadContext {
  renderer: 'server';
  /** Whether the request carries a session cookie at all (a request without one is a guest for certain). */
  hasSession: boolean;
  /** The shop's public origin, for absolute links in the head. */
  origin: string;
}

/** True when a loader runs on the rendering server. */
export function isServerContext(context: unknown): context is ServerLoadContext {
  return typeof context === 'object' && context !== null && (context as { renderer?: unknown }).renderer === 'server';
}

/** The origin absolute head links are built on. */
export function originOf(context: unknown, url: URL): string {
  return isServerContext(context) ? context.origin : url.origin;
}

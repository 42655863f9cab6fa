import type { ReactNode } from 'react';

/** What a route's loader is given: its params, the request (the address), and the server's context if any. */
export interface LoaderArgs {
  params: Record<string, string>;
  request: Request;
  /** The rendering server's facts for this request; undefined in the browser. */
  context?: unknown;
}

/** A loader's answer: data for the route (with the HTTP status it stands for), or a redirect. */
export type LoaderResult = { data: unknown; status?: number } | { redirect: string; status: number };

/** A route of the shell's tree: the same objects on the server and in the browser. */
export interface ShellRoute {
  id: string;
  /** Absent on the root (layout) route, which every address matches. */
  path?: string;
  loader?: (args: LoaderArgs) => Promise<LoaderResult>;
  element: ReactNode;
  /** Rendered by the root route instead of `element` while the first route's loader runs (client-only page). */
  pendingElement?: ReactNode;
  children?: ShellRoute[];
  handle?: unknown;
}

/** One matched route with its params and its loader's data. */
export interface RouteMatch {
  route: ShellRoute;
  params: Record<string, string>;
  data?: unknown;
}

/** Where the browser is, as the router and the pages see it. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** Everything a render needs from the router. */
export interface RouterState {
  location: RouterLocation;
  matches: RouteMatch[];
  /** 'loading' while the next page's loaders run. */
  navigation: 'idle' | 'loading';
  /** Where the navigation under way is going, while it loads. */
  pending?: { location: RouterLocation; matches: RouteMatch[] };
  /** False until the first page's loaders have answered (client-only page). */
  initialized: boolean;
}

/** Loader data, per route id, as the server embeds it for hydration. */
export type LoaderData = Record<string, unknown>;

/** Options of a navigation. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What components may ask of the router. */
export interface RouterActions {
  navigate(to: string, options?: NavigateOptions): void;
  revalidate(): Promise<void>;
}

/** A loader answer that sends the request elsewhere. */
export function redirectTo(path: string, status = 302): LoaderResult {
  return { redirect: path, status };
}

/** True for a redirect answer. */
export function isRedirect(result: LoaderResult): result is { redirect: string; status: number } {
  return 'redirect' in result;
}

import { atom } from 'nanostores';

/** What a page may know about the current address. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** Options of a navigation, as the shell's router understands them. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type NavigateFn = (to: string, options?: NavigateOptions) => void;

function readWindowLocation(): AppLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '', state: null };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state?.usr ?? null };
}

/** The current location, published by the shell's router so remotes need no router of their own. */
export const $location = atom<AppLocation>(readWindowLocation());

/** Navigates with plain history: until the shell binds its router, and in a remote's standalone page. */
export const historyNavigate: NavigateFn = (to, options) => {
  const state = { usr: options?.state ?? null };
  if (options?.replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  $location.set(readWindowLocation());
};

let boundNavigate: NavigateFn = historyNavigate;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => $location.set(readWindowLocation()));
}

// Until the shell binds its router, reloading the page's data reloads the page.
let boundReload: () => void = () => window.location.reload();

/** Lets the shell route every navigation, and every reload of a page's data, through its router. */
export function bindNavigator(navigate: NavigateFn, reload?: () => void): void {
  boundNavigate = navigate;
  if (reload) boundReload = reload;
}

/** Runs the current page's loader again (a Retry after its data failed to load). */
export function reloadPageData(): void {
  boundReload();
}

/** Goes to an in-site path. */
export function navigate(to: string, options?: NavigateOptions): void {
  boundNavigate(to, options);
}

/** Publishes the router's location (called by the shell on every change). */
export function publishLocation(location: AppLocation): void {
  $location.set(location);
}

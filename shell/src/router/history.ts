import type { RouterLocation } from './route-tree';

/** Where the router reads and writes the address: the browser's history, or a list in memory (tests). */
export interface RouterHistory {
  location(): RouterLocation;
  push(to: string, state: unknown): void;
  replace(to: string, state: unknown): void;
  /** Calls back on Back and Forward; returns the stop. */
  listen(onPop: () => void): () => void;
}

let keys = 0;
function nextKey(): string {
  keys += 1;
  return keys.toString(36);
}

/** Splits '/shop?c=2#top' into its parts. */
export function parsePath(to: string): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://shop.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The browser's history; the navigation state is kept under `usr`, as React Router keeps it. */
export function browserHistory(win: Window = window): RouterHistory {
  const read = (): RouterLocation => {
    const saved = win.history.state as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: saved?.usr ?? null, key: saved?.key ?? 'default' };
  };
  return {
    location: read,
    push: (to, state) => win.history.pushState({ usr: state ?? null, key: nextKey() }, '', to),
    replace: (to, state) => win.history.replaceState({ usr: state ?? null, key: nextKey() }, '', to),
    listen(onPop) {
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** A history in memory, starting at `initial` with its navigation state (tests). */
export function memoryHistory(initial = '/', initialState: unknown = null): RouterHistory {
  const entries: RouterLocation[] = [{ ...parsePath(initial), state: initialState, key: 'default' }];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    location: () => entries[index] as RouterLocation,
    push(to, state) {
      entries.splice(index + 1, entries.length, { ...parsePath(to), state: state ?? null, key: nextKey() });
      index += 1;
    },
    replace(to, state) {
      entries[index] = { ...parsePath(to), state: state ?? null, key: nextKey() };
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}

import { useRef, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * Whether this place shows the server's HTML (rendered on the server or hydrating it) rather than
 * rendered first by the browser. Settled by its first render and never changed: a hook that turned
 * true after hydration would render every fragment of the page again, all at once, the moment
 * hydration ends (45 cards, 90 places on the shop page).
 */
export function useShowsServerHtml(): boolean {
  const first = useRef<boolean | null>(null);
  return useSyncExternalStore(
    neverChanges,
    () => {
      first.current ??= false;
      return first.current;
    },
    () => {
      first.current ??= true;
      return first.current;
    },
  );
}

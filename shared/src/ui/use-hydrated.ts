import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on: what
 * only the browser can render (a portal into `<body>`) waits for it, so both renders match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

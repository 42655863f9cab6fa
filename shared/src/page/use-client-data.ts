import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { newestRead } from './newest-read';

/** Where a read made in the browser stands. Every page and section words it the same way. */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** What `useClientData` gives a component. */
export interface ClientData<T> {
  status: LoadStatus;
  /** The last answer; `initial` until one came (and kept while a retry is on its way). */
  data: T;
  /** Why the last read failed; undefined unless `status` is 'failed'. */
  error: unknown;
  /** Reads again; the answer of an earlier read still on its way is then ignored. */
  retry: () => void;
}

/**
 * A read the browser makes after the page has rendered: what a signed-in page shows, or a list
 * that depends on what the shopper chose. It starts in an effect, so on the server (where
 * effects never run) it stays 'loading' and holds no shopper's data. Only the newest read's
 * answer counts: a slower, older one (earlier deps, an unmounted page) is dropped. Public page
 * data comes from the page's loader instead.
 */
export function useClientData<T>(read: () => Promise<T>, initial: T, deps: DependencyList): ClientData<T> {
  const [state, setState] = useState<{ status: LoadStatus; data: T; error: unknown }>({
    status: 'loading',
    data: initial,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  const [reads] = useState(newestRead);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to read again.
  useEffect(() => {
    const newest = reads.start();
    setState((current) => (current.status === 'loading' ? current : { ...current, status: 'loading', error: undefined }));
    readRef.current().then(
      (data) => {
        if (newest()) setState({ status: 'ready', data, error: undefined });
      },
      (error: unknown) => {
        if (newest()) setState((current) => ({ status: 'failed', data: current.data, error }));
      },
    );
    return reads.dropAll;
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

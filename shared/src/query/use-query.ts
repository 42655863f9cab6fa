import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { $browserOnly, cacheKey, createFetcherStore, hasCachedAnswer, type QueryKey } from './query-client';

/** Where a read made in the browser stands. Every page and section words it the same way. */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** What `useQuery` gives a component. */
export interface QueryResult<T> {
  status: LoadStatus;
  /**
   * The answer for the current key (a cached one at once); while it is on its way, the last answer
   * shown (of an earlier key, or before a retry); `initial` until one came.
   */
  data: T;
  /** Why the last read failed; undefined unless `status` is 'failed'. */
  error: unknown;
  /** True while a read for the current key is on its way, a cached answer's refresh included. */
  loading: boolean;
  /** Drops this key's answer and reads again. */
  retry: () => void;
}

/**
 * A read the browser makes after the page has rendered: what a signed-in page shows, or a list that
 * depends on what the shopper chose. The key names the answer: reads of one key are shared (one
 * request for two components, a cached answer when the page comes back) and a change elsewhere
 * invalidates them by key. Only the current key's answer is shown, so a slower answer for an
 * earlier key never replaces a newer one. On the server nothing is read (see `$browserOnly`): the
 * page renders 'loading' there and public page data comes from its loader instead.
 */
export function useQuery<T>(key: QueryKey, read: () => Promise<T>, initial: T): QueryResult<T> {
  const readRef = useRef(read);
  readRef.current = read;
  const id = cacheKey(key);
  const [store, cachedBefore] = useMemo(
    () => [createFetcherStore<T>([$browserOnly, id], { fetcher: () => readRef.current() }), hasCachedAnswer(id)] as const,
    [id],
  );
  const { data, error, loading } = useStore(store);
  // A page opened again shows its cached answer at once and reads again behind it, so what comes back
  // on screen is never older than the visit (a read already on its way is joined, not repeated). A
  // failure is not an answer to show again: the page reads at once instead.
  useEffect(() => {
    if (store.get().error !== undefined) store.invalidate();
    else if (cachedBefore) store.revalidate();
  }, [store, cachedBefore]);
  // A page of a list, or another filter, keeps the last answer on screen until its own comes.
  const lastShown = useRef<T | undefined>(undefined);
  if (data !== undefined) lastShown.current = data;
  const shown = data ?? lastShown.current;
  const failed = error !== undefined && !loading;
  return {
    status: failed ? 'failed' : data !== undefined ? 'ready' : 'loading',
    data: shown === undefined ? initial : shown,
    error: failed ? error : undefined,
    loading: loading || (data === undefined && !failed),
    retry: store.invalidate,
  };
}

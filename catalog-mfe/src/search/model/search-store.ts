import type { Product } from '@shop/shared/contracts';
import { cacheKey, createFetcherStore, type LoadStatus } from '@shop/shared/query';
import { map } from 'nanostores';

/** What the search overlay shows. */
export interface SearchState {
  query: string;
  results: Product[];
  page: number;
  /** 'ready' once a search answered (possibly with nothing) for the current query, or when it is empty. */
  status: LoadStatus;
  hasMore: boolean;
}

/** How a search gets a page of results, and how long it waits after typing. */
export interface SearchOptions {
  fetchPage: (query: string, page: number) => Promise<Product[]>;
  pageSize: number;
  debounceMs: number;
}

const idle: SearchState = { query: '', results: [], page: 0, status: 'ready', hasMore: false };

/**
 * The overlay's search: typing is debounced, then page 0 is fetched; more pages are appended
 * while a full page keeps coming back. Each page of each query is a fetcher store of the shared
 * query cache (words typed again answer at once), and only the newest one is listened to, so a
 * slow answer to old words is never shown.
 */
export function createSearch({ fetchPage, pageSize, debounceMs }: SearchOptions) {
  const $search = map<SearchState>({ ...idle });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopListening: (() => void) | undefined;

  function drop(): void {
    clearTimeout(timer);
    stopListening?.();
    stopListening = undefined;
  }

  function load(query: string, page: number): void {
    stopListening?.();
    $search.setKey('status', 'loading');
    // The overlay opens on a shopper's click, so this never runs in a server render.
    const $page = createFetcherStore<Product[]>(cacheKey(['search', page, query]), { fetcher: () => fetchPage(query, page) });
    let shown = false;
    stopListening = $page.listen(({ data, error, loading }) => {
      if (shown || loading) return;
      if (error !== undefined) {
        console.info('[catalog] search failed', error);
        $search.set({ ...$search.get(), status: 'failed', hasMore: false });
      } else if (data !== undefined) {
        shown = true;
        const results = page === 0 ? data : [...$search.get().results, ...data];
        $search.set({ ...$search.get(), results, page, status: 'ready', hasMore: data.length >= pageSize });
      }
    });
  }

  return {
    $search,
    /** Records what the shopper typed and searches once they pause; an empty box clears the results. */
    setQuery(text: string): void {
      drop();
      const query = text.trim();
      if (query === '') {
        $search.set({ ...idle, query: text });
        return;
      }
      // The old results belong to the old words; the skeleton shows until the new answer.
      $search.set({ ...idle, query: text, status: 'loading' });
      timer = setTimeout(() => load(query, 0), debounceMs);
    },
    /** Appends the next page when more remain and nothing is loading. */
    loadMore(): void {
      const state = $search.get();
      if (state.status === 'loading' || !state.hasMore || state.query.trim() === '') return;
      load(state.query.trim(), state.page + 1);
    },
    /** Stops a pending search when the overlay closes. */
    dispose: drop,
  };
}

/** A search instance as the panel uses it. */
export type Search = ReturnType<typeof createSearch>;

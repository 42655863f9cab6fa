import type { Product } from '@shop/shared/contracts';
import { type LoadStatus, newestRead } from '@shop/shared/page';
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
 * while a full page keeps coming back. Answers to an older query are ignored.
 */
export function createSearch({ fetchPage, pageSize, debounceMs }: SearchOptions) {
  const $search = map<SearchState>({ ...idle });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A new query voids the reads on their way, so a slow answer to old words cannot overwrite the new results.
  const reads = newestRead();

  async function load(query: string, page: number): Promise<void> {
    const newest = reads.start();
    $search.set({ ...$search.get(), status: 'loading' });
    try {
      const found = await fetchPage(query, page);
      if (!newest()) return;
      const results = page === 0 ? found : [...$search.get().results, ...found];
      $search.set({ ...$search.get(), results, page, status: 'ready', hasMore: found.length >= pageSize });
    } catch (error) {
      if (!newest()) return;
      console.info('[catalog] search failed', error);
      $search.set({ ...$search.get(), status: 'failed', hasMore: false });
    }
  }

  return {
    $search,
    /** Records what the shopper typed and searches once they pause; an empty box clears the results. */
    setQuery(text: string): void {
      clearTimeout(timer);
      reads.dropAll();
      const query = text.trim();
      if (query === '') {
        $search.set({ ...idle, query: text });
        return;
      }
      // The old results belong to the old words; the skeleton shows until the new answer.
      $search.set({ ...idle, query: text, status: 'loading' });
      timer = setTimeout(() => void load(query, 0), debounceMs);
    },
    /** Appends the next page when more remain and nothing is loading. */
    loadMore(): void {
      const state = $search.get();
      if (state.status === 'loading' || !state.hasMore || state.query.trim() === '') return;
      void load(state.query.trim(), state.page + 1);
    },
    /** Stops a pending search when the overlay closes. */
    dispose(): void {
      clearTimeout(timer);
      reads.dropAll();
    },
  };
}

/** A search instance as the panel uses it. */
export type Search = ReturnType<typeof createSearch>;

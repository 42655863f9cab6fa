import { AsyncLocalStorage } from 'node:async_hooks';

/** What one page's loaders read from the API: the tags its replies named, and whether any read failed. */
export interface PageReads {
  tags: Set<string>;
  failed: boolean;
  /** A reply named no tag: no change notice covers what it showed (offers, say), so the page is not kept. */
  untagged: boolean;
}

const current = new AsyncLocalStorage<PageReads>();

/** Runs a page's render with its own record of reads: concurrent pages never mix theirs. */
export function withPageReads<T>(render: () => Promise<T>): { reads: PageReads; result: Promise<T> } {
  const reads: PageReads = { tags: new Set(), failed: false, untagged: false };
  return { reads, result: current.run(reads, render) };
}

/** The tags of a reply: `Cache-Tag`, comma- or space-separated, as CDNs read it. */
export function cacheTagsOf(header: string | null): string[] {
  return (header ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * The API client's fetch on the rendering server: notes into the page being rendered which data its
 * replies came from (so a change notice drops exactly the pages it touches) and any failed read (a
 * page that shows "try again" is never kept for the next shopper). A read that is refused (a 4xx,
 * such as a product that does not exist) is an answer, not a failure.
 */
export function createTrackedFetch(send: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const reads = current.getStore();
    try {
      const response = await send(input, init);
      if (reads) {
        const tags = cacheTagsOf(response.headers.get('cache-tag'));
        for (const tag of tags) reads.tags.add(tag);
        if (response.status >= 500) reads.failed = true;
        else if (tags.length === 0) reads.untagged = true;
      }
      return response;
    } catch (error) {
      if (reads) reads.failed = true;
      throw error;
    }
  };
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { PageEncoding } from '../page-body';
import type { RemoteUse } from '../view-reports';

/** A guest's page as rendered once, to be sent again to every guest who asks for the same variant. */
export interface RenderedPage {
  status: number;
  /** Its headers but those of one response (cookies, encoding, the view's id). */
  headers: Record<string, string>;
  html: Buffer;
  /** What the page shows, as the API named it (`Cache-Tag`): a change notice of one of these drops it. */
  tags: string[];
  /** The remote releases it was rendered with: a rollout that stops serving one drops it. */
  releases: string[];
  /** How the page view used each remote, reported again for every shopper it is sent to. */
  uses: RemoteUse[];
}

export interface CachedPage extends RenderedPage {
  /** Kept for the next guest (a page that is not was rendered for the guests who waited for it only). */
  kept: boolean;
  etag: string;
  renderedAt: number;
  /** Compressed once, on first demand, at a quality no per-request compression could afford. */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
}

/** A page the cache answered with: `stale` when it is older than its fresh time (being rendered again). */
export interface CacheAnswer {
  page: CachedPage;
  state: 'hit' | 'miss' | 'stale';
}

/** A render: the page, and whether it may be kept (whole, for a guest, with nothing personal). */
export interface RenderOutcome {
  page: RenderedPage;
  keep: boolean;
  /**
   * The page kept before must go too: a section's code could not be loaded, so browsers could not
   * run it either. (A failed API read leaves it: guests get the last good page, marked stale.)
   */
  dropKept?: boolean;
}

export interface PageCacheOptions {
  /** A page is sent as it is this long; after that it is still sent while one render replaces it. */
  freshMs: number;
  /** The oldest a page is ever sent: when the API is down, guests get it marked stale until then. */
  staleMs: number;
  maxPages: number;
  maxBytes: number;
  now?: () => number;
}

const compressors: Record<PageEncoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
};

/** The page's body in an encoding, made once per page. */
export function encodedPage(page: CachedPage, encoding: PageEncoding | undefined): Promise<Buffer> {
  if (!encoding) return Promise.resolve(page.html);
  page.encoded[encoding] ??= compressors[encoding](page.html);
  return page.encoded[encoding];
}

let etagCount = 0;

/**
 * Guests' pages in memory, bounded in count and bytes (least recently sent go first). Concurrent
 * misses of one page render it once; a page past its fresh time is sent while one render replaces
 * it; a render that failed leaves the last page standing, up to its stale bound.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, CachedPage>({
    max: options.maxPages,
    maxSize: options.maxBytes,
    // Room for its two compressed forms, a fraction of the HTML each.
    sizeCalculation: (page) => Math.max(1, Math.ceil(page.html.length * 1.5)),
  });
  const renders = new Map<string, Promise<CachedPage>>();
  // Bumped by every drop: a render begun before a change may hold what it replaced, and is not kept.
  let generation = 0;

  /** Drops every kept page `matches` picks; a render begun before now is not kept either. */
  function dropWhere(matches: (page: CachedPage) => boolean): number {
    generation += 1;
    let dropped = 0;
    for (const [key, page] of pages.entries()) {
      if (matches(page)) {
        pages.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  function render(key: string, renderPage: () => Promise<RenderOutcome>): Promise<CachedPage> {
    const running = renders.get(key);
    if (running) return running;
    const startedIn = generation;
    const rendering = renderPage()
      .then(({ page, keep, dropKept }) => {
        const kept = keep && startedIn === generation;
        const etag = `W/"p${now().toString(36)}-${(etagCount++).toString(36)}"`;
        const cached: CachedPage = { ...page, kept, etag, renderedAt: now(), encoded: {} };
        if (kept) pages.set(key, cached);
        else if (dropKept) pages.delete(key);
        return cached;
      })
      .finally(() => renders.delete(key));
    renders.set(key, rendering);
    return rendering;
  }

  return {
    /** The page for `key`: kept, stale while rendered again, or rendered now by `renderPage`. */
    async answer(key: string, renderPage: () => Promise<RenderOutcome>): Promise<CacheAnswer> {
      const kept = pages.get(key);
      const age = kept ? now() - kept.renderedAt : 0;
      if (kept && age <= options.freshMs) return { page: kept, state: 'hit' };
      if (kept && age <= options.staleMs) {
        // Rendered again in the background; a failure leaves the kept page in place.
        render(key, renderPage).catch(() => {});
        return { page: kept, state: 'stale' };
      }
      if (kept) pages.delete(key);
      return { page: await render(key, renderPage), state: 'miss' };
    },
    /**
     * Drops every page that shows any of these tags: the next guest waits for one render (shared with
     * every guest asking meanwhile) and sees the change.
     */
    dropTagged(tags: readonly string[]): number {
      return dropWhere((page) => page.tags.some((tag) => tags.includes(tag)));
    },
    /** Drops every page rendered with a remote whose manifest is at `manifestUrl` (it failed its check). */
    dropReleaseAt(manifestUrl: string): number {
      return dropWhere((page) => page.releases.some((release) => release.endsWith(`=${manifestUrl}`)));
    },
    /** Drops every page rendered with a release no longer served. */
    dropReleasesNotIn(live: ReadonlySet<string>): number {
      return dropWhere((page) => page.releases.some((release) => !live.has(release)));
    },
    /** Forgets everything: the change notices were interrupted and some may have been missed. */
    clear(): void {
      generation += 1;
      pages.clear();
    },
    get size(): number {
      return pages.size;
    },
    get bytes(): number {
      return pages.calculatedSize;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

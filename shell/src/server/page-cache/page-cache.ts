import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { PageEncoding } from '../page-body';
import type { RemoteUse } from '../view-reports';
import { weakEtag } from '../weak-etag';

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
  /** Its render read everything it shows, and every section rendered. */
  whole: boolean;
  /**
   * A change notice named something it shows: the next guest waits for a new render, and is sent
   * this page (marked stale) only if that render cannot be made whole.
   */
  outdated?: boolean;
  etag: string;
  renderedAt: number;
  /**
   * Compressed once, on first demand, at a quality no per-request compression could afford: being
   * made, then made.
   */
  encoded: Partial<Record<PageEncoding, Promise<Buffer> | Buffer>>;
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

const brotli =
  (quality: number) =>
  (html: Buffer): Promise<Buffer> =>
    promisify(brotliCompress)(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });

/**
 * How each encoding is made: quickly first, so no one waits long for it, then, where it pays, at
 * the best quality, which replaces it once made. Brotli's best takes about 0.3 s of a worker thread
 * for the 230 KB shop page, once per page the cache keeps, and makes it 8 % smaller than quality 9
 * (14.6 → 13.4 KB): small enough to arrive in the first round trip of a new connection.
 */
const encoders: Record<PageEncoding, { quick: (html: Buffer) => Promise<Buffer>; best?: (html: Buffer) => Promise<Buffer> }> = {
  br: { quick: brotli(5), best: brotli(11) },
  gzip: { quick: (html) => promisify(gzip)(html, { level: 9 }) },
};

/**
 * The page's body in an encoding: its quick form made on first demand, replaced by its best once
 * that is made (either, once made, at hand without waiting).
 */
export function encodedPage(page: CachedPage, encoding: PageEncoding | undefined): Promise<Buffer> | Buffer {
  if (!encoding) return page.html;
  const known = page.encoded[encoding];
  if (known) return known;
  const { quick, best } = encoders[encoding];
  const making = quick(page.html).then((made) => {
    if (page.encoded[encoding] === making) page.encoded[encoding] = made;
    return made;
  });
  page.encoded[encoding] = making;
  // Only a kept page is sent again: one sent once (a section failed, say) would waste the worker's
  // time on a form no one gets. A failure leaves the quick form in place.
  if (page.kept)
    best?.(page.html).then(
      (made) => {
        page.encoded[encoding] = made;
      },
      () => {},
    );
  return making;
}

/** The page's body in an encoding if it is made already; else undefined, and it is being made. */
export function encodedPageIfMade(page: CachedPage, encoding: PageEncoding | undefined): Buffer | undefined {
  const body = encodedPage(page, encoding);
  if (Buffer.isBuffer(body)) return body;
  // Whoever waits for it hears of a failure; this caller does not wait.
  body.catch(() => {});
  return undefined;
}

/**
 * Guests' pages in memory, bounded in count and bytes (least recently sent go first). Concurrent
 * misses of one page render it once; a page past its fresh time is sent while one render replaces
 * it; a page a change outdated is rendered again before it is sent; a render that failed leaves the
 * last page standing, up to its stale bound.
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

  /**
   * Drops every kept page `matches` picks, or with `outdate` marks it to be rendered again before it
   * is sent; a render begun before now is not kept either way.
   */
  function dropWhere(matches: (page: CachedPage) => boolean, { outdate = false } = {}): number {
    generation += 1;
    let dropped = 0;
    for (const [key, page] of pages.entries()) {
      if (!matches(page)) continue;
      if (outdate) page.outdated = true;
      else pages.delete(key);
      dropped += 1;
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
        // Tagged by its bytes: rendered again the same (it is, until what it shows changes), it has
        // the same tag, and takes the compressed forms already made rather than making them again.
        const etag = weakEtag(page.html);
        const previous = pages.peek(key);
        const encoded = previous?.etag === etag && previous.status === page.status ? previous.encoded : {};
        const cached: CachedPage = { ...page, kept, whole: keep, etag, renderedAt: now(), encoded };
        if (kept) pages.set(key, cached);
        else if (dropKept) pages.delete(key);
        return cached;
      })
      .finally(() => renders.delete(key));
    renders.set(key, rendering);
    return rendering;
  }

  /**
   * A page a change outdated: the guest waits for one render (shared with every guest asking
   * meanwhile) and sees the change. When that render cannot read what the page shows (the API down
   * or swamped), the outdated page is sent, marked stale, rather than an error.
   */
  async function answerOutdated(key: string, outdated: CachedPage, renderPage: () => Promise<RenderOutcome>): Promise<CacheAnswer> {
    // Not when a section's code failed (the render dropped it), nor past its stale bound.
    const standing = () => pages.peek(key) === outdated && now() - outdated.renderedAt <= options.staleMs;
    try {
      const page = await render(key, renderPage);
      if (page.whole || !standing()) return { page, state: 'miss' };
    } catch (error) {
      if (!standing()) throw error;
    }
    return { page: outdated, state: 'stale' };
  }

  return {
    /** The page for `key`: kept, stale while rendered again, or rendered now by `renderPage`. */
    async answer(key: string, renderPage: () => Promise<RenderOutcome>): Promise<CacheAnswer> {
      const kept = pages.get(key);
      const age = kept ? now() - kept.renderedAt : 0;
      if (kept && age > options.staleMs) pages.delete(key);
      else if (kept?.outdated) return answerOutdated(key, kept, renderPage);
      else if (kept && age <= options.freshMs) return { page: kept, state: 'hit' };
      else if (kept) {
        // Rendered again in the background; a failure leaves the kept page in place.
        render(key, renderPage).catch(() => {});
        return { page: kept, state: 'stale' };
      }
      return { page: await render(key, renderPage), state: 'miss' };
    },
    /**
     * Whether `page` is still what the cache would send for `key` at once: kept, fresh, and named by
     * no change since (an answer given without asking `answer` again must be this one).
     */
    sendsAsHit(key: string, page: CachedPage): boolean {
      return pages.get(key) === page && !page.outdated && now() - page.renderedAt <= options.freshMs;
    },
    /**
     * Outdates every page that shows any of these tags: the next guest waits for one render and sees
     * the change, or, if it fails, the last page marked stale.
     */
    dropTagged(tags: readonly string[]): number {
      return dropWhere((page) => page.tags.some((tag) => tags.includes(tag)), { outdate: true });
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

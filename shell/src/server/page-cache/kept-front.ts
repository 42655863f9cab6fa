import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding } from '../page-body';
import { type CachedPage, encodedPageIfMade, type PageCache } from './page-cache';
import { untrackedAddress } from './page-variant';
import { cachedPageHeaders, type SendOptions, writeCachedPage } from './send-cached-page';

interface FrontEntry {
  /** The page's key in the cache. */
  key: string;
  page: CachedPage;
  options: SendOptions;
  /** After this a full request decides the address again (the remotes configuration may have changed). */
  until: number;
  /** The page's headers as every answer from here sends them, made on the first. */
  head?: string[];
}

export interface KeptFrontOptions {
  cache: PageCache;
  /** How long an address is answered here before a full request reads the configuration and rollout again. */
  recheckMs: number;
  /** The most addresses remembered (the cache holds no more pages than this either). */
  maxAddresses: number;
  now?: () => number;
}

/**
 * Guests' kept pages answered before the web framework, as a CDN in front of the server would: a
 * request without cookies for an address whose kept page a full request has just sent gets that
 * page again, without routing, cookie parsing or reading the rollout. Only what a full request would
 * send as a hit is sent: a page the cache dropped, a change outdated or that is past its fresh time
 * is left to the full request, and every address is decided again by one at least every `recheckMs`,
 * so a rollout changed meanwhile reaches it as it reaches the rest of the shop.
 */
export function createKeptFront({ cache, recheckMs, maxAddresses, now = Date.now }: KeptFrontOptions) {
  const entries = new Map<string, FrontEntry>();
  return {
    /**
     * After a full request was answered with the kept page `page`: requests for its address (path and
     * query as the browser sent them, less tracking parameters, so a campaign link and its plain
     * address share one entry) may be answered here. Only a request without cookies and a page any
     * guest may be sent (not while shoppers are split between releases) qualify.
     */
    remember(req: IncomingMessage, key: string, page: CachedPage, options: SendOptions): void {
      if (req.headers.cookie !== undefined || !req.url || !page.kept || !options.edgeCacheable) return;
      if (options.setCookies.length > 0) return;
      const address = untrackedAddress(req.url);
      if (!entries.has(address) && entries.size >= maxAddresses) entries.clear();
      entries.set(address, { key, page, options, until: now() + recheckMs });
    },
    /**
     * Answers the request here if it can (true); else the full request must (false). `siteHeaders`
     * are the headers the site adds to every answer.
     */
    answer(req: IncomingMessage, res: ServerResponse, siteHeaders: () => Record<string, string>): boolean {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.cookie !== undefined || !req.url) return false;
      const address = untrackedAddress(req.url);
      const entry = entries.get(address);
      if (!entry) return false;
      if (now() > entry.until || !cache.sendsAsHit(entry.key, entry.page)) {
        entries.delete(address);
        return false;
      }
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      const body = encodedPageIfMade(entry.page, encoding);
      // Not made yet: made for the next request, while this one goes the full way.
      if (!body) return false;
      const answer = { page: entry.page, state: 'hit' as const };
      entry.head ??= cachedPageHeaders(answer, entry.options);
      // One list of headers for the response, not headers set one by one: the fastest form Node writes.
      writeCachedPage(req, res, answer, entry.options, { encoding, body }, entry.head, Object.entries(siteHeaders()).flat());
      return true;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type KeptFront = ReturnType<typeof createKeptFront>;

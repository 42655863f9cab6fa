import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesEtag } from '@shop/shared/http';
import { chooseEncoding, type PageEncoding } from '../page-body';
import { type CacheAnswer, encodedPage } from './page-cache';

export interface SendOptions {
  /** This response's own cookies (a first visit's rollout bucket while shoppers are split). */
  setCookies: string[];
  /** Whether a shared cache (a CDN) may keep the page: not while shoppers are split between releases. */
  edgeCacheable: boolean;
  freshMs: number;
  staleMs: number;
  /** Counts this page view in the release's health figures and gives its id (none when nothing is counted). */
  reportView?: () => string | undefined;
}

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * A kept page's caching for a CDN: browsers check it on every visit (a 304 when nothing changed);
 * a shared cache keeps it as long as this server does and sends it while it checks it again.
 */
export function edgeCacheControl(freshMs: number, staleMs: number): string {
  return `public, max-age=0, s-maxage=${seconds(freshMs)}, stale-while-revalidate=${seconds(staleMs)}`;
}

/**
 * Sends a page the cache answered with: its compressed form made once, a 304 to a browser that has
 * it, what it shows (`Cache-Tag`, for a CDN's purge) and, for a page view, its id in `Server-Timing`
 * (a kept page is the same for every guest, so the id cannot be in it; the browser reads it there).
 */
export async function sendCachedPage(req: IncomingMessage, res: ServerResponse, answer: CacheAnswer, options: SendOptions): Promise<void> {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = 'Content-Type' in answer.page.headers ? await encodedPage(answer.page, encoding) : undefined;
  writeCachedPage(req, res, answer, options, { encoding, body });
}

/** A page's body as it is sent: compressed in `encoding`, or as it is. */
export interface EncodedBody {
  encoding: PageEncoding | undefined;
  body: Buffer | undefined;
}

/**
 * The headers of an answer with a cached page that are the same for every request (its own, what
 * the cache did, how long others may keep it, what it shows), as name and value pairs in one list:
 * the form the response writes fastest, and one a caller answering many requests can keep.
 */
export function cachedPageHeaders({ page, state }: CacheAnswer, options: SendOptions): string[] {
  const headers = Object.entries(page.headers).flat();
  headers.push(
    'X-Page-Cache',
    state,
    'Cache-Control',
    // An outdated page (sent while its new render cannot be made whole) is for this guest only, not for a CDN to keep.
    page.kept && !page.outdated && options.edgeCacheable ? edgeCacheControl(options.freshMs, options.staleMs) : 'no-cache',
  );
  if (page.kept) headers.push('ETag', page.etag);
  if (page.kept && page.tags.length > 0) headers.push('Cache-Tag', page.tags.join(','));
  for (const cookie of options.setCookies) headers.push('Set-Cookie', cookie);
  return headers;
}

/**
 * Writes the answer with a body already encoded for this request (see `sendCachedPage`). `head` is
 * `cachedPageHeaders` of the answer; `siteHeaders` go before it, as name and value pairs too.
 */
export function writeCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CacheAnswer,
  options: SendOptions,
  { encoding, body }: EncodedBody,
  head: readonly string[] = cachedPageHeaders(answer, options),
  siteHeaders: readonly string[] = [],
): void {
  const { page } = answer;
  const headers = [...siteHeaders, ...head];
  if (!body) {
    res.writeHead(page.status, headers).end();
    return;
  }
  headers.push('Vary', 'Accept-Encoding');
  const viewId = req.method !== 'HEAD' && page.status === 200 ? options.reportView?.() : undefined;
  if (viewId) headers.push('Server-Timing', `view;desc="${viewId}"`);
  if (page.kept && matchesEtag(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.length));
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

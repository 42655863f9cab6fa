// @vitest-environment node
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { headersOf } from './header-pairs.test-support';
import { createKeptFront } from './kept-front';
import { type CachedPage, createPageCache } from './page-cache';
import type { SendOptions } from './send-cached-page';

const freshMs = 5_000;
const sendOptions: SendOptions = { setCookies: [], edgeCacheable: true, freshMs, staleMs: 600_000 };
const KEY = '/shop catalog=a';

/** A cache holding the shop's page, its front, and a clock the test moves. */
async function harness() {
  let time = 1_000_000;
  const now = () => time;
  const cache = createPageCache({ freshMs, staleMs: 600_000, maxPages: 10, maxBytes: 1024 * 1024, now });
  const front = createKeptFront({ cache, recheckMs: 1_000, maxAddresses: 10, now });
  const rendered = {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    html: Buffer.from('<p>every product</p>'),
    tags: ['catalogue'],
    releases: ['catalog=a'],
    uses: [],
  };
  const { page } = await cache.answer(KEY, async () => ({ page: rendered, keep: true }));
  return {
    cache,
    front,
    page,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function request(url: string, headers: IncomingHttpHeaders = {}, method = 'GET') {
  return { url, method, headers: { 'accept-encoding': 'gzip, br', ...headers } } as IncomingMessage;
}

/**
 * What a request was answered with here, or undefined when it was left to the full request. A
 * request left to the full request is remembered again by it, as the renderer does (`fullRequest`).
 */
async function answered(front: ReturnType<typeof createKeptFront>, req: IncomingMessage, fullRequest = () => {}) {
  const sent = { status: 0, headers: {} as Record<string, unknown>, body: undefined as Buffer | undefined };
  const res = {
    setHeader(name: string, value: unknown) {
      sent.headers[name] = value;
    },
    writeHead(status: number, headers: string[]) {
      sent.status = status;
      Object.assign(sent.headers, headersOf(headers));
      return this;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  const site = () => ({ 'x-content-type-options': 'nosniff' });
  if (front.answer(req, res, site)) return sent;
  fullRequest();
  // The first request in an encoding is left to the full request while the body is made for the next.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return front.answer(req, res, site) ? sent : undefined;
}

describe("guests' kept pages answered before the web server", () => {
  it('sends a page a full request has just sent as kept, compressed, with the site’s headers and a CDN’s caching', async () => {
    const { front, page } = await harness();
    expect(await answered(front, request('/shop'))).toBeUndefined();
    front.remember(request('/shop'), KEY, page, sendOptions);
    const sent = await answered(front, request('/shop'), () => front.remember(request('/shop'), KEY, page, sendOptions));
    expect(sent?.status).toBe(200);
    expect(sent?.headers).toMatchObject({
      'Content-Encoding': 'br',
      'X-Page-Cache': 'hit',
      'x-content-type-options': 'nosniff',
      'Cache-Control': 'public, max-age=0, s-maxage=5, stale-while-revalidate=600',
      'Cache-Tag': 'catalogue',
      ETag: page.etag,
    });
    expect(Number(sent?.headers['Content-Length'])).toBe(sent?.body?.length);
    expect(await answered(front, request('/shop', { 'if-none-match': page.etag }))).toMatchObject({ status: 304, body: undefined });
    expect(await answered(front, request('/shop', {}, 'HEAD'))).toMatchObject({ status: 200, body: undefined });
  });

  it('leaves to the full request anything with a cookie, another address or method, or a page any guest may not be sent', async () => {
    const { front, page } = await harness();
    front.remember(request('/shop'), KEY, page, sendOptions);
    expect(await answered(front, request('/shop', { cookie: 'accessToken=a' }))).toBeUndefined();
    expect(await answered(front, request('/shop', { cookie: 'mf-bucket=3' }))).toBeUndefined();
    expect(await answered(front, request('/shop?c=1'))).toBeUndefined();
    expect(await answered(front, request('/shop', {}, 'POST'))).toBeUndefined();

    const other = await harness();
    other.front.remember(request('/shop', { cookie: 'mf-bucket=3' }), KEY, other.page, sendOptions);
    other.front.remember(request('/shop?c=1'), KEY, other.page, { ...sendOptions, edgeCacheable: false });
    other.front.remember(request('/shop?c=2'), KEY, other.page, { ...sendOptions, setCookies: ['mf-bucket=3'] });
    expect(await answered(other.front, request('/shop'))).toBeUndefined();
    expect(await answered(other.front, request('/shop?c=1'))).toBeUndefined();
    expect(await answered(other.front, request('/shop?c=2'))).toBeUndefined();
  });

  it('stops sending a page once a change outdates it, the cache holds another, or the address is due to be decided again', async () => {
    const outdated = await harness();
    outdated.front.remember(request('/shop'), KEY, outdated.page, sendOptions);
    expect(await answered(outdated.front, request('/shop'))).toBeDefined();
    outdated.cache.dropTagged(['catalogue']);
    expect(await answered(outdated.front, request('/shop'))).toBeUndefined();

    const rechecked = await harness();
    rechecked.front.remember(request('/shop'), KEY, rechecked.page, sendOptions);
    rechecked.advance(1_001);
    expect(await answered(rechecked.front, request('/shop'))).toBeUndefined();
    // Forgotten: remembered again only by the next full request.
    rechecked.advance(-1_001);
    expect(await answered(rechecked.front, request('/shop'))).toBeUndefined();

    const old = await harness();
    const replaced = { ...old.page, html: Buffer.from('<p>renamed</p>') } as CachedPage;
    old.front.remember(request('/shop'), KEY, replaced, sendOptions);
    expect(await answered(old.front, request('/shop'))).toBeUndefined();
  });

  it('answers a campaign link with its plain address’s page, and remembers no click id as an address of its own', async () => {
    const { front, page } = await harness();
    front.remember(request('/shop?utm_source=whatsapp&fbclid=click-1'), KEY, page, sendOptions);
    expect(front.size).toBe(1);
    for (const address of ['/shop', '/shop?fbclid=click-2', '/shop?utm_campaign=diwali&gclid=x']) {
      expect((await answered(front, request(address)))?.headers['X-Page-Cache'], address).toBe('hit');
    }
    expect(await answered(front, request('/shop?c=1&utm_source=whatsapp'))).toBeUndefined();
    for (let n = 0; n < 25; n += 1) front.remember(request(`/shop?gclid=${n}`), KEY, page, sendOptions);
    expect(front.size).toBe(1);
  });

  it('remembers a bounded number of addresses however many are asked for', async () => {
    const { front, page } = await harness();
    for (let n = 0; n < 25; n += 1) front.remember(request(`/shop?p=${n}`), KEY, page, sendOptions);
    expect(front.size).toBeLessThanOrEqual(10);
  });
});

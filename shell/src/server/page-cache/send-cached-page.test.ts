// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { headersOf } from './header-pairs.test-support';
import type { CachedPage } from './page-cache';
import { type SendOptions, sendCachedPage } from './send-cached-page';

const kept: CachedPage = {
  status: 200,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  html: Buffer.from('<p>shop</p>'),
  tags: ['catalogue'],
  releases: ['catalog=a'],
  uses: [],
  kept: true,
  whole: true,
  etag: 'W/"p1"',
  renderedAt: 0,
  encoded: {},
};
const options = { setCookies: [], edgeCacheable: true, freshMs: 5_000, staleMs: 600_000 };

/** The status and headers a page was sent with. */
async function sent(page: CachedPage, state: 'hit' | 'stale', sendOptions: Partial<SendOptions> = {}) {
  let head: { status: number; headers: Record<string, unknown> } = { status: 0, headers: {} };
  const res = {
    writeHead(status: number, headers: string[]) {
      head = { status, headers: headersOf(headers) };
      return this;
    },
    end() {},
  } as unknown as ServerResponse;
  await sendCachedPage({ method: 'GET', headers: {} } as IncomingMessage, res, { page, state }, { ...options, ...sendOptions });
  return head;
}

describe('sending a kept page', () => {
  it('lets a CDN keep a page as long as this server does, naming what it shows', async () => {
    const { status, headers } = await sent(kept, 'hit');
    expect(status).toBe(200);
    expect(headers['Cache-Control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=600');
    expect(headers['Cache-Tag']).toBe('catalogue');
  });

  it('sends a page a change outdated (its new render failed) for this guest alone, marked stale', async () => {
    const { headers } = await sent({ ...kept, outdated: true }, 'stale');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['X-Page-Cache']).toBe('stale');
  });

  it('sends its view id, and each cookie of a first visit as a header of its own', async () => {
    const { headers } = await sent(kept, 'hit', {
      setCookies: ['mf-bucket=12; Path=/', 'mf-seen=1; Path=/'],
      edgeCacheable: false,
      reportView: () => 'view-1',
    });
    expect(headers['Set-Cookie']).toEqual(['mf-bucket=12; Path=/', 'mf-seen=1; Path=/']);
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['Server-Timing']).toBe('view;desc="view-1"');
    expect(headers['Content-Length']).toBe(String(kept.html.length));
  });
});

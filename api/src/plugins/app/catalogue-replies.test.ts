import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { banners } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { heardUpToNow } from '../../test/notices';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { PUBLIC_CACHE_CONTROL, SIGNED_IN_CACHE_CONTROL } from './catalogue-replies';

const database = useTestDatabase();
// Every error a request met on its way out, even after its reply was written.
const replyErrors: Error[] = [];
const app = useTestApp(database, {
  setup: (built) => {
    replyErrors.length = 0;
    built.addHook('onError', async (_request, _reply, error) => {
      replyErrors.push(error);
    });
  },
});

const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

const CATALOGUE_READS = [
  '/api/v1/product?p=0&l=24&c=',
  '/api/v1/product?p=1&l=24&sb=pl',
  '/api/v1/product/home/famous',
  '/api/v1/product/quick/search?value=detergent',
  '/api/v1/category',
  '/api/v1/banner',
];

const decoded = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.payload;
};

describe('public catalogue reads', () => {
  it('carry a validator and short public caching, and answer 304 to a browser that has them', async () => {
    await seedDatabase(database().db);
    for (const url of CATALOGUE_READS) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.vary, url).toMatch(/accept-encoding/i);
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.payload, url).toBe('');
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode, url).toBe(200);
    }
  });

  it('give a new validator once the content changes, so the old one gets the new reply', async () => {
    await seedDatabase(database().db);
    const before = await get('/api/v1/banner');
    await database().db.update(banners).set({ isActive: false });
    // On PostgreSQL the change reaches the reply cache by a notice, which arrives a moment later.
    await heardUpToNow(database());
    const after = await get('/api/v1/banner', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual([]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('are compressed with brotli or gzip, whichever the browser prefers, to the same JSON', async () => {
    await seedDatabase(database().db);
    const url = '/api/v1/product?p=0&l=1000';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ]) {
      const packed = await get(url, { 'accept-encoding': accept as string });
      expect(packed.headers['content-encoding'], accept).toBe(encoding);
      expect(packed.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 4);
      expect(decoded(packed), accept).toBe(plain.payload);
    }
  });

  it('are kept from shared caches when a signed-in shopper asks', async () => {
    await seedDatabase(database().db);
    const signedIn: Record<string, string>[] = [{ authorization: 'Bearer anything' }, { cookie: 'signedIn=1' }];
    for (const headers of signedIn) {
      for (const url of CATALOGUE_READS) {
        expect((await get(url, headers)).headers['cache-control'], url).toBe(SIGNED_IN_CACHE_CONTROL);
      }
    }
  });

  it('are each sent once when many compressed reads of a kept reply arrive together over a socket', async () => {
    await seedDatabase(database().db);
    const origin = await app().listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/api/v1/banner', '/api/v1/product/home/famous', '/api/v1/category']) {
      const replies = await Promise.all(
        Array.from({ length: 30 }, () => fetch(`${origin}${url}`, { headers: { 'accept-encoding': 'gzip, br' } })),
      );
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      await Promise.all(replies.map((reply) => reply.arrayBuffer()));
    }
    expect(replyErrors.map((error) => error.message)).toEqual([]);
  });

  it('leave errors uncached and without a validator', async () => {
    const missing = await get('/api/v1/product/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

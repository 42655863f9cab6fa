import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { banners, products } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { MAX_CHANGE_READERS } from '.';

const database = useTestDatabase();
// Streams stay open long enough here to see changes arrive on them.
const app = useTestApp(database, { config: { changeStreamMs: 3000 } });

/** Opens a change stream and reads its events until `count` have come or it ends; then hangs up. */
async function readEvents(
  url: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<Array<{ id?: string; data?: string }>> {
  const hangUp = new AbortController();
  const response = await fetch(url, { headers, signal: hangUp.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const events: Array<{ id?: string; data?: string }> = [];
  const parser = createParser({ onEvent: ({ id, data }) => events.push({ id, data }) });
  const decoder = new TextDecoder();
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  hangUp.abort();
  return events;
}

describe('GET /api/v1/catalogue/changes', () => {
  it('tells a new reader anything may have changed, then names each change as it is made', async () => {
    await seedDatabase(database().db);
    const origin = await app().listen({ port: 0, host: '127.0.0.1' });
    const head = await fetch(`${origin}/api/v1/catalogue/changes`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = readEvents(`${origin}/api/v1/catalogue/changes`, 3);
    // Let the stream open before the changes are made.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await database().db.update(banners).set({ isActive: false });
    await database().db.update(products).set({ stock: 7 });
    const events = await reading;
    expect(events.map((event) => event.data)).toEqual(['*', 'banners', 'catalogue']);
  });

  it('gives a reader that connects again what it missed', async () => {
    await seedDatabase(database().db);
    const origin = await app().listen({ port: 0, host: '127.0.0.1' });
    const [first] = await readEvents(`${origin}/api/v1/catalogue/changes`, 1);
    await database().db.update(banners).set({ isActive: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await readEvents(`${origin}/api/v1/catalogue/changes`, 1, { 'last-event-id': String(first?.id) });
    expect(again.map((event) => event.data)).toEqual(['banners']);
  });

  it(`turns readers beyond ${MAX_CHANGE_READERS} away with a 503`, async () => {
    const origin = await app().listen({ port: 0, host: '127.0.0.1' });
    const hangUp = new AbortController();
    await Promise.all(
      Array.from({ length: MAX_CHANGE_READERS }, () => fetch(`${origin}/api/v1/catalogue/changes`, { signal: hangUp.signal })),
    );
    const refused = await fetch(`${origin}/api/v1/catalogue/changes`);
    expect(refused.status).toBe(503);
    expect((await refused.json()).errorCode).toBe('SERVICE_UNAVAILABLE');
    hangUp.abort();
  });

  it('names what a catalogue reply shows in Cache-Tag', async () => {
    await seedDatabase(database().db);
    expect((await app().inject({ method: 'GET', url: '/api/v1/banner' })).headers['cache-tag']).toBe('banners');
    expect((await app().inject({ method: 'GET', url: '/api/v1/product/home/famous' })).headers['cache-tag']).toBe('catalogue');
  });
});

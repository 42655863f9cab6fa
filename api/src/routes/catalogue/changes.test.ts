import { createParser } from 'eventsource-parser';
import { describe, expect, it, vi } from 'vitest';
import { banners, products } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { heardUpToNow } from '../../test/notices';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { MAX_CHANGE_READERS } from '.';

const database = useTestDatabase();
// Streams here outlast every test, so none ends while a test still counts on it (a busy machine can
// take seconds to open 32 of them); each reader hangs up once it has read what it waits for, and
// closing the app ends any left.
const app = useTestApp(database, { config: { changeStreamMs: 10 * 60_000 } });

interface ChangeEvent {
  id?: string;
  data?: string;
}

/** An open change stream, read event by event; `next` resolves to undefined once the stream has ended. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const hangUp = new AbortController();
  const response = await fetch(url, { headers, signal: hangUp.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const ready: ChangeEvent[] = [];
  const parser = createParser({ onEvent: ({ id, data }) => ready.push({ id, data }) });
  const decoder = new TextDecoder();
  return {
    async next(): Promise<ChangeEvent | undefined> {
      while (ready.length === 0) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        parser.feed(decoder.decode(value, { stream: true }));
      }
      return ready.shift();
    },
    hangUp: () => hangUp.abort(),
  };
}

type Stream = Awaited<ReturnType<typeof openStream>>;

/** The next `count` events of a stream, fewer if it ends first. */
async function nextEvents(stream: Stream, count: number): Promise<ChangeEvent[]> {
  const events: ChangeEvent[] = [];
  while (events.length < count) {
    const event = await stream.next();
    if (!event) break;
    events.push(event);
  }
  return events;
}

/** Opens a change stream, reads its first `count` events and hangs up. */
async function readEvents(url: string, count: number, headers: Record<string, string> = {}): Promise<ChangeEvent[]> {
  const stream = await openStream(url, headers);
  try {
    return await nextEvents(stream, count);
  } finally {
    stream.hangUp();
  }
}

/** Seeds the shop, and waits until the app has heard the seed's own change notices, so they are not taken for later changes. */
async function seedShop(): Promise<void> {
  await seedDatabase(database().db);
  await heardUpToNow(database());
}

describe('GET /api/v1/catalogue/changes', () => {
  it('tells a new reader anything may have changed, then names each change as it is made', async () => {
    await seedShop();
    const origin = await app().listen({ port: 0, host: '127.0.0.1' });
    const head = await fetch(`${origin}/api/v1/catalogue/changes`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = await openStream(`${origin}/api/v1/catalogue/changes`);
    try {
      // Its first event means the reader is listening: the changes are made after it.
      const [first] = await nextEvents(stream, 1);
      await database().db.update(banners).set({ isActive: false });
      await database().db.update(products).set({ stock: 7 });
      const changes = await nextEvents(stream, 2);
      expect([first, ...changes].map((event) => event?.data)).toEqual(['*', 'banners', 'catalogue']);
    } finally {
      stream.hangUp();
    }
  });

  it('gives a reader that connects again what it missed', async () => {
    await seedShop();
    const origin = await app().listen({ port: 0, host: '127.0.0.1' });
    const [first] = await readEvents(`${origin}/api/v1/catalogue/changes`, 1);
    // Away: the app has seen the reader hang up (a reader that comes back at the same instant
    // leaves the app unable to close on PGlite).
    await vi.waitFor(() => expect(app().catalogueChanges.readers).toBe(0), { timeout: 10_000, interval: 20 });
    await database().db.update(banners).set({ isActive: false });
    // Missed while away: the app has heard of it before the reader is back.
    await heardUpToNow(database());
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

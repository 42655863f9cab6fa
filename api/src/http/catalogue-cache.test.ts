import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache';
import { prepareReply } from './prepared-reply';

/** A cache on a clock the test moves, and a loader that counts its reads. */
function setup(options: { ttlMs?: number; maxBytes?: number } = {}) {
  let now = 0;
  const cache = createCatalogueCache({ ttlMs: options.ttlMs ?? 10_000, maxBytes: options.maxBytes ?? 1_000_000, now: () => now });
  const reads: string[] = [];
  const loader = (value: unknown) => () => {
    reads.push(JSON.stringify(value));
    return Promise.resolve(value);
  };
  const bodyBytes = (value: unknown) => JSON.stringify(value).length;
  return {
    cache,
    reads,
    loader,
    advance: (ms: number) => {
      now += ms;
    },
    bodyBytes,
  };
}

describe('catalogue cache', () => {
  it('reads a value once and serves it until the TTL has passed', async () => {
    const { cache, reads, loader, advance } = setup({ ttlMs: 10_000 });
    expect(await cache.read('home', loader({ stock: 5 }))).toEqual({ stock: 5 });
    advance(9_999);
    expect(await cache.read('home', loader({ stock: 0 }))).toEqual({ stock: 5 });
    advance(1);
    expect(await cache.read('home', loader({ stock: 0 }))).toEqual({ stock: 0 });
    expect(reads).toEqual(['{"stock":5}', '{"stock":0}']);
  });

  it('shares one read between the requests that ask while it is under way', async () => {
    const { cache } = setup();
    let release: (value: unknown) => void = () => {};
    let reads = 0;
    const slow = () => {
      reads += 1;
      return new Promise((resolve) => {
        release = resolve;
      });
    };
    const asked = [cache.read('list', slow), cache.read('list', slow), cache.read('list', slow)];
    release({ items: [1] });
    expect(await Promise.all(asked)).toEqual([{ items: [1] }, { items: [1] }, { items: [1] }]);
    expect(reads).toBe(1);
  });

  it('forgets everything on clear, including a read still under way', async () => {
    const { cache, loader } = setup();
    await cache.read('home', loader({ stock: 5 }));
    let release: (value: unknown) => void = () => {};
    const pending = cache.read(
      'detail',
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    cache.clear();
    release({ stock: 5 });
    await pending;
    expect(cache.size).toBe(0);
    expect(await cache.read('home', loader({ stock: 0 }))).toEqual({ stock: 0 });
    expect(await cache.read('detail', loader({ stock: 0 }))).toEqual({ stock: 0 });
  });

  it('does not keep a failed read', async () => {
    const { cache, loader } = setup();
    await expect(cache.read('detail', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.read('detail', loader({ found: true }))).toEqual({ found: true });
  });

  it('keeps its bytes under the budget by dropping the replies read least recently', async () => {
    // Each value below is 13 bytes of JSON: two fit, three do not.
    const { cache, reads, loader, bodyBytes } = setup({ maxBytes: 30 });
    await cache.read('a', loader({ v: 'aaaaa' }), bodyBytes);
    await cache.read('b', loader({ v: 'bbbbb' }), bodyBytes);
    await cache.read('a', loader({ v: 'aaaaa' }), bodyBytes);
    await cache.read('c', loader({ v: 'ccccc' }), bodyBytes);
    await cache.read('a', loader({ v: 'aaaaa' }), bodyBytes);
    await cache.read('b', loader({ v: 'bbbbb' }), bodyBytes);
    expect(reads).toEqual(['{"v":"aaaaa"}', '{"v":"bbbbb"}', '{"v":"ccccc"}', '{"v":"bbbbb"}']);
  });

  it('gives each prepared reply a validator that changes with its content', async () => {
    const { cache, advance } = setup({ ttlMs: 1 });
    const read = (value: unknown) => cache.read('reply:home', async () => prepareReply(value));
    const first = await read({ stock: 5 });
    advance(1);
    const same = await read({ stock: 5 });
    advance(1);
    const changed = await read({ stock: 0 });
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(same.etag).toBe(first.etag);
    expect(changed.etag).not.toBe(first.etag);
  });
});

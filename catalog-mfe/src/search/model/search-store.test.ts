import type { Product } from '@shop/shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearch } from './search-store';

const product = (id: string): Product =>
  ({ _id: id, productName: `Product ${id}`, productImages: [], weight: 1, price: 100 }) as unknown as Product;
const page = (prefix: string, size: number) => Array.from({ length: size }, (_, index) => product(`${prefix}${index}`));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(fetchPage = vi.fn(async (_query: string, _page: number) => page('a', 12))) {
  return { fetchPage, search: createSearch({ fetchPage, pageSize: 12, debounceMs: 700 }) };
}

describe('search store', () => {
  it('waits 700 ms after the last keystroke, then fetches page 0 once', async () => {
    const { fetchPage, search } = setup();
    search.setQuery('d');
    await vi.advanceTimersByTimeAsync(400);
    search.setQuery('deter');
    await vi.advanceTimersByTimeAsync(699);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(search.$search.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith('deter', 0);
    expect(search.$search.get()).toMatchObject({ status: 'ready', hasMore: true, page: 0 });
    expect(search.$search.get().results).toHaveLength(12);
  });

  it('clears the results at once when the box is emptied, cancelling a pending search', async () => {
    const { fetchPage, search } = setup();
    search.setQuery('soap');
    await vi.advanceTimersByTimeAsync(700);
    search.setQuery('  ');
    expect(search.$search.get()).toMatchObject({ results: [], status: 'ready' });
    search.setQuery('x');
    search.setQuery('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('appends the next page while full pages come back, and stops after a short one', async () => {
    const fetchPage = vi.fn(async (_query: string, p: number) => (p < 2 ? page(`p${p}-`, 12) : page(`p${p}-`, 5)));
    const { search } = setup(fetchPage);
    search.setQuery('cleaner');
    await vi.advanceTimersByTimeAsync(700);
    search.loadMore();
    await vi.advanceTimersByTimeAsync(0);
    search.loadMore();
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$search.get()).toMatchObject({ page: 2, hasMore: false });
    expect(search.$search.get().results).toHaveLength(29);
    search.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('stops paging when a page comes back empty', async () => {
    const fetchPage = vi.fn(async (_query: string, p: number) => (p === 0 ? page('a', 12) : []));
    const { search } = setup(fetchPage);
    search.setQuery('hand wash');
    await vi.advanceTimersByTimeAsync(700);
    search.loadMore();
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$search.get()).toMatchObject({ hasMore: false, page: 1 });
    expect(search.$search.get().results).toHaveLength(12);
  });

  it('does not ask for more while a page is loading', async () => {
    let release: (value: Product[]) => void = () => {};
    const fetchPage = vi.fn((_query: string, p: number) =>
      p === 0 ? Promise.resolve(page('a', 12)) : new Promise<Product[]>((resolve) => (release = resolve)),
    );
    const { search } = setup(fetchPage);
    search.setQuery('floor');
    await vi.advanceTimersByTimeAsync(700);
    search.loadMore();
    search.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    release(page('b', 12));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$search.get().results).toHaveLength(24);
  });

  it('ignores a slow answer to words the shopper has since changed', async () => {
    let releaseOld: (value: Product[]) => void = () => {};
    const fetchPage = vi.fn((query: string) =>
      query === 'old' ? new Promise<Product[]>((resolve) => (releaseOld = resolve)) : Promise.resolve([product('new')]),
    );
    const { search } = setup(fetchPage);
    search.setQuery('old');
    await vi.advanceTimersByTimeAsync(700);
    search.setQuery('new');
    await vi.advanceTimersByTimeAsync(700);
    releaseOld([product('stale')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$search.get().results.map((found) => found._id)).toEqual(['new']);
  });

  it('marks a failed search as failed', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { search } = setup(vi.fn(async () => Promise.reject(new Error('network down'))));
    search.setQuery('glass');
    await vi.advanceTimersByTimeAsync(700);
    expect(search.$search.get()).toMatchObject({ status: 'failed', hasMore: false });
  });

  it('answers words searched a moment ago from the cache, without asking again', async () => {
    const { fetchPage, search } = setup();
    search.setQuery('soap');
    await vi.advanceTimersByTimeAsync(700);
    search.setQuery('soap ');
    await vi.advanceTimersByTimeAsync(700);
    expect(search.$search.get()).toMatchObject({ status: 'ready', page: 0 });
    expect(search.$search.get().results).toHaveLength(12);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

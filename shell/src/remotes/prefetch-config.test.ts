import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRuntimeConfig, takePrefetchedConfig } from './prefetch-config';

function stubFetch(body: unknown, status = 200) {
  const fetcher = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetchRuntimeConfig', () => {
  it('fetches the remotes file once, revalidating it, and hands the early result over', async () => {
    const fetcher = stubFetch({ apiBaseUrl: '', remotes: {} });
    prefetchRuntimeConfig('/remotes.json');
    await expect(takePrefetchedConfig('/remotes.json')).resolves.toEqual({ apiBaseUrl: '', remotes: {} });
    expect(fetcher).toHaveBeenCalledExactlyOnceWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fetches afresh when nothing was started early, or the early result was already taken', async () => {
    const fetcher = stubFetch({ remotes: {} });
    await takePrefetchedConfig('/remotes.json');
    await takePrefetchedConfig('/remotes.json');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('rejects on a status that is not OK, naming the address and status', async () => {
    stubFetch({ message: 'gone' }, 404);
    prefetchRuntimeConfig('/remotes.json');
    await expect(takePrefetchedConfig('/remotes.json')).rejects.toThrow('/remotes.json answered 404');
  });
});

import { deferred } from '@shop/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { createRouter } from './client-router';
import { memoryHistory } from './history';
import type { LoaderArgs, LoaderResult, ShellRoute } from './route-tree';

function setup(loaders: Record<string, (args: LoaderArgs) => Promise<LoaderResult>>, start = '/', hydration?: Record<string, unknown>) {
  const routes: ShellRoute[] = [
    {
      id: 'frame',
      element: null,
      children: Object.entries(loaders).map(([path, loader]) => ({ id: path, path, loader, element: null })),
    },
  ];
  const history = memoryHistory(start);
  const router = createRouter({ routes, history, hydration, origin: 'https://shop.example' });
  const leaf = () => router.state().matches[1];
  return { router, history, leaf };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRouter', () => {
  it("starts on a server-rendered page with the server's data, running no loader", () => {
    const loader = vi.fn(async () => ({ data: 'fresh' }));
    const { router, leaf } = setup({ '/': loader }, '/', { '/': 'from the server' });
    expect(router.state()).toMatchObject({ initialized: true, navigation: 'idle' });
    expect(leaf()?.data).toBe('from the server');
    expect(loader).not.toHaveBeenCalled();
  });

  it("runs the first page's loader when the page was not rendered on the server", async () => {
    const { router, leaf } = setup({ '/': async () => ({ data: 'loaded' }) });
    expect(router.state().initialized).toBe(false);
    await settle();
    expect(router.state().initialized).toBe(true);
    expect(leaf()?.data).toBe('loaded');
  });

  it('keeps the current page while the next one loads, then shows it and records the address', async () => {
    const next = deferred<LoaderResult>();
    const { router, history, leaf } = setup({ '/': async () => ({ data: 'home' }), '/shop': () => next.promise }, '/', { '/': 'home' });
    router.navigate('/shop?c=2', { state: { from: 'home' } });
    await settle();
    expect(router.state().navigation).toBe('loading');
    expect(leaf()?.route.id).toBe('/');
    next.resolve({ data: 'products' });
    await settle();
    expect(router.state().navigation).toBe('idle');
    expect(leaf()?.data).toBe('products');
    expect(history.location()).toMatchObject({ pathname: '/shop', search: '?c=2', state: { from: 'home' } });
  });

  it('lets the newest navigation win when an earlier one answers later', async () => {
    const slow = deferred<LoaderResult>();
    const { router, history, leaf } = setup(
      { '/': async () => ({ data: 'home' }), '/slow': () => slow.promise, '/fast': async () => ({ data: 'fast' }) },
      '/',
      {},
    );
    router.navigate('/slow');
    router.navigate('/fast');
    await settle();
    slow.resolve({ data: 'slow' });
    await settle();
    expect(leaf()?.data).toBe('fast');
    expect(history.location().pathname).toBe('/fast');
  });

  it("follows a loader's redirect, replacing the address it was asked for", async () => {
    const { router, history, leaf } = setup(
      {
        '/': async () => ({ data: 'home' }),
        '/old': async () => ({ redirect: '/new', status: 301 }),
        '/new': async () => ({ data: 'new' }),
      },
      '/',
      {},
    );
    router.navigate('/old');
    await settle();
    expect(history.location().pathname).toBe('/new');
    expect(leaf()?.data).toBe('new');
  });

  it("runs the current page's loaders again on revalidate, for a Retry", async () => {
    let calls = 0;
    const count = async () => {
      calls += 1;
      return { data: calls };
    };
    const { router, leaf } = setup({ '/': count }, '/', { '/': 0 });
    await router.revalidate();
    expect(leaf()?.data).toBe(1);
  });

  it('gives the loader the address with the origin and the params', async () => {
    const loader = vi.fn(async (_args: LoaderArgs) => ({ data: null }));
    const { router } = setup({ '/': async () => ({ data: null }), '/product/:productId': loader }, '/', {});
    router.navigate('/product/p%207?x=1');
    await settle();
    const args = loader.mock.calls[0]?.[0];
    expect(args?.params).toEqual({ productId: 'p 7' });
    expect(args?.request.url).toBe('https://shop.example/product/p%207?x=1');
  });

  it('stays on the current page when a loader throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router, history, leaf } = setup(
      {
        '/': async () => ({ data: 'home' }),
        '/broken': async () => {
          throw new Error('bug');
        },
      },
      '/',
      { '/': 'home' },
    );
    router.navigate('/broken');
    await settle();
    expect(leaf()?.data).toBe('home');
    expect(history.location().pathname).toBe('/');
    expect(router.state().navigation).toBe('idle');
    expect(error).toHaveBeenCalled();
  });
});

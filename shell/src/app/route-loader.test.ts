import type { PageModule } from '@shop/shared/page';
import { describe, expect, it, vi } from 'vitest';
import type { PageLoad, PageSource } from '../remotes/page-source';
import type { LoaderArgs } from '../router';
import type { ServerLoadContext } from './route-data';
import { routeLoader, signInRedirect } from './route-loader';
import type { RouteDefinition } from './route-table';

const productRoute: RouteDefinition = {
  path: '/product/:productId',
  title: 'Product',
  access: 'public',
  remote: 'catalog',
  module: 'product-detail-page',
  section: 'catalogue',
  params: ['productId'],
  fragments: [{ name: 'add-to-cart', remote: 'checkout', module: 'add-to-cart', section: 'cart and checkout' }],
};
const cartRoute: RouteDefinition = {
  path: '/cart',
  title: 'Cart',
  access: 'signed-in',
  remote: 'checkout',
  module: 'cart-page',
  section: 'cart and checkout',
  params: [],
  fragments: [],
};

const server = (hasSession: boolean): ServerLoadContext => ({ renderer: 'server', hasSession, origin: 'https://shop.example' });

function source(load: PageLoad): PageSource & { load: ReturnType<typeof vi.fn> } {
  return { load: vi.fn(async () => load) };
}

function page(module: Partial<PageModule>): PageLoad {
  return { status: 'ready', page: { default: () => null, ...module } };
}

async function run(route: RouteDefinition, pages: PageSource, url: string, context?: unknown) {
  const args: LoaderArgs = { params: { productId: 'p7', extra: 'x' }, request: new Request(url), context };
  const result = await routeLoader(route, pages)(args);
  if ('redirect' in result) return { redirect: result.redirect, status: result.status };
  return { data: result.data, status: result.status ?? 200 };
}

describe('routeLoader', () => {
  it("runs the page's loader with the route's own params, and builds the head from its data", async () => {
    const loader = vi.fn(async () => ({ data: { name: 'Ujjwal Matic 1 kg' } }));
    const head = vi.fn((data: { name: string }, context: { origin: string }) => ({ title: data.name, image: `${context.origin}/p7.svg` }));
    const pages = source(page({ loader, head } as unknown as Partial<PageModule>));

    const result = await run(productRoute, pages, 'https://shop.example/product/p7', server(false));

    expect(pages.load).toHaveBeenCalledWith('catalog', 'product-detail-page', server(false));
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ params: { productId: 'p7' } }));
    expect(result).toEqual({
      status: 200,
      data: {
        kind: 'page',
        data: { name: 'Ujjwal Matic 1 kg' },
        head: { title: 'Ujjwal Matic 1 kg', image: 'https://shop.example/p7.svg' },
      },
    });
  });

  it('loads the fragments the page shows beside it, and renders the page when one of them cannot be loaded', async () => {
    const pages: PageSource & { load: ReturnType<typeof vi.fn> } = {
      load: vi.fn(
        async (remote: string): Promise<PageLoad> => (remote === 'checkout' ? { status: 'failed', error: new Error('down') } : page({})),
      ),
    };
    const result = await run(productRoute, pages, 'https://shop.example/product/p7', server(false));
    expect(pages.load.mock.calls.map(([remote, module]) => `${remote}/${module}`)).toEqual([
      'catalog/product-detail-page',
      'checkout/add-to-cart',
    ]);
    expect(result).toEqual({ status: 200, data: { kind: 'page', data: undefined, head: { title: 'Product' } } });
  });

  it("answers with the status the page's loader gives (404 for an unknown product)", async () => {
    const pages = source(page({ loader: async () => ({ data: null, status: 404 }) }));
    expect((await run(productRoute, pages, 'https://shop.example/product/nope')).status).toBe(404);
  });

  it("titles a page without a head of its own with the route's title", async () => {
    const result = await run(productRoute, source(page({})), 'https://shop.example/product/p7');
    expect(result.data).toEqual({ kind: 'page', data: undefined, head: { title: 'Product' } });
  });

  it('leaves the section to the browser when its remote is slower than the budget', async () => {
    const result = await run(productRoute, source({ status: 'slow' }), 'https://shop.example/product/p7', server(false));
    expect(result).toEqual({ status: 200, data: { kind: 'skeleton', head: { title: 'Product' } } });
  });

  it('renders the unavailable panel with 503 when the remote cannot be loaded', async () => {
    const result = await run(productRoute, source({ status: 'failed', error: new Error('down') }), 'https://shop.example/product/p7');
    expect(result).toEqual({ status: 503, data: { kind: 'unavailable', head: { title: 'Product' } } });
  });

  it("keeps a page loader's unexpected throw inside its section (503, unavailable), never a failed page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages = source(
      page({
        loader: async () => {
          throw new Error('bug');
        },
      }),
    );
    expect(await run(productRoute, pages, 'https://shop.example/product/p7')).toEqual({
      status: 503,
      data: { kind: 'unavailable', head: { title: 'Product' } },
    });
  });

  it('redirects a request without any session cookie from a signed-in route to sign-in, remembering the way back', async () => {
    const pages = source(page({}));
    const result = await run(cartRoute, pages, 'https://shop.example/cart?coupon=WELCOME10', server(false));
    expect(result).toEqual({ redirect: '/signin?from=%2Fcart%3Fcoupon%3DWELCOME10', status: 302 });
    expect(pages.load).not.toHaveBeenCalled();
  });

  it('leaves a signed-in route to the browser when a session cookie exists: only the browser can check it', async () => {
    const pages = source(page({}));
    const result = await run(cartRoute, pages, 'https://shop.example/cart', server(true));
    expect(result).toEqual({ status: 200, data: { kind: 'guarded', head: { title: 'Cart' } } });
    expect(pages.load).not.toHaveBeenCalled();
  });

  it("does not load a guarded page's remote in the browser's loader: the guard loads it once it lets the shopper in", async () => {
    const pages = source(page({}));
    expect((await run(cartRoute, pages, 'https://shop.example/cart')).data).toEqual({ kind: 'guarded', head: { title: 'Cart' } });
    expect(pages.load).not.toHaveBeenCalled();
  });
});

describe('signInRedirect', () => {
  it('keeps the path and query of the way back, encoded', () => {
    expect(signInRedirect(new URL('https://shop.example/orders?x=1&y=2'))).toBe('/signin?from=%2Forders%3Fx%3D1%26y%3D2');
  });
});

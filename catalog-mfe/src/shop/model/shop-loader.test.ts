import type { Product } from '@shop/shared/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchProducts: vi.fn(), fetchCategories: vi.fn() }));
vi.mock('../../app/catalog-api/fetch-products', async (original) => ({
  ...(await original<typeof import('../../app/catalog-api/fetch-products')>()),
  fetchProducts: api.fetchProducts,
}));
vi.mock('../../app/catalog-api/fetch-categories', async (original) => ({
  ...(await original<typeof import('../../app/catalog-api/fetch-categories')>()),
  fetchCategories: api.fetchCategories,
}));

import { emptyFilters } from './filters';
import { loadShop } from './shop-loader';

const product = (id: string, isActive = true) => ({ _id: id, productName: `Ujjwal ${id}`, isActive }) as Product;
const DISH = '6f1c2b9e-3d4a-4e5f-8a6b-7c8d9e0f1a2b';
const NO_CATEGORY = '0b7e4c1d-9a2f-4b3c-8d5e-6f7a8b9c0d1e';
const categories = [{ _id: DISH, categoryName: 'Dishwash' }];
const load = (search: string) => loadShop({ url: new URL(`https://shop.test/shop${search}`) });

beforeEach(() => {
  api.fetchProducts.mockReset().mockResolvedValue({ products: [product('a')], total: 1 });
  api.fetchCategories.mockReset().mockResolvedValue(categories);
});

describe('shop loader', () => {
  it('asks for the page of 48 products the address filters, and the categories, at once', async () => {
    const result = await load(`?c=${DISH}&sb=ph&pf=50&pt=400&r=4&p=1`);
    expect(api.fetchProducts).toHaveBeenCalledExactlyOnceWith({
      p: 1,
      l: 48,
      c: DISH,
      sb: 'ph',
      pf: '50',
      pt: '400',
      r: '4',
    });
    expect(api.fetchCategories).toHaveBeenCalledOnce();
    expect(result).toEqual({
      data: {
        applied: { category: DISH, sort: 'ph', priceFrom: '50', priceTo: '400', rating: '4' },
        page: 1,
        categories,
        listing: { status: 'ready', products: [product('a')], total: 1 },
      },
      status: 200,
    });
  });

  it('keeps only the picture a card shows of each product', async () => {
    const pictures = ['/api/media/products/a.svg', '/api/media/products/a-back.svg', '/api/media/products/a-scene.svg'];
    api.fetchProducts.mockResolvedValue({ products: [{ ...product('a'), productImages: pictures }], total: 1 });
    const { data } = await load('');
    expect(data.listing).toEqual({ status: 'ready', products: [{ ...product('a'), productImages: [pictures[0]] }], total: 1 });
  });

  it('never sends an unknown sort, a non-numeric or upside-down price or a rating outside 1 to 4', async () => {
    await load('?sb=cheap&pf=abc&pt=9&r=7');
    expect(api.fetchProducts).toHaveBeenLastCalledWith({ p: 0, l: 48, c: '', pt: '9' });
    const { data } = await load('?pf=900&pt=100');
    expect(api.fetchProducts).toHaveBeenLastCalledWith({ p: 0, l: 48, c: '' });
    expect(data.applied).toEqual(emptyFilters);
  });

  it.each(['x', 'c1', 'dish', `${DISH}x`])(
    'lists every product for the category %j, which is not an id, without sending it',
    async (category) => {
      const result = await load(`?c=${category}&sb=na`);
      expect(api.fetchProducts).toHaveBeenCalledExactlyOnceWith({ p: 0, l: 48, c: '', sb: 'na' });
      expect(result.status).toBe(200);
      expect(result.data.applied).toEqual({ ...emptyFilters, sort: 'na' });
    },
  );

  it('lists every product, as for a malformed id, when the address names a category the shop does not list', async () => {
    api.fetchProducts.mockImplementation(async ({ c }) => ({ products: c ? [] : [product('a')], total: c ? 0 : 1 }));
    const result = await load(`?c=${NO_CATEGORY}&sb=na`);
    expect(api.fetchProducts).toHaveBeenLastCalledWith({ p: 0, l: 48, c: '', sb: 'na' });
    expect(result).toEqual({
      data: {
        applied: { ...emptyFilters, sort: 'na' },
        page: 0,
        categories,
        listing: { status: 'ready', products: [product('a')], total: 1 },
      },
      status: 200,
    });
  });

  it('never lists an inactive product, nor counts it', async () => {
    api.fetchProducts.mockResolvedValue({ products: [product('a'), product('b', false)], total: 2 });
    const { data } = await load('');
    expect(data.listing).toEqual({ status: 'ready', products: [product('a')], total: 1 });
  });

  it('logs a failed list and answers the error state with 503, keeping the filters and the categories', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetchProducts.mockRejectedValue(new Error('Network Error'));
    const result = await load(`?c=${DISH}`);
    expect(result.status).toBe(503);
    expect(result.data).toMatchObject({ applied: { category: DISH }, categories, listing: { status: 'failed' } });
    expect(logged).toHaveBeenCalledWith('[catalog] loading the product list failed', expect.any(Error));
  });

  it('still lists the products when the categories cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    api.fetchCategories.mockRejectedValue(new Error('down'));
    const result = await load('');
    expect(result.status).toBe(200);
    expect(result.data.categories).toEqual([]);
    expect(result.data.listing.status).toBe('ready');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('follows a category id as it is when the categories cannot be loaded to tell', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    api.fetchCategories.mockRejectedValue(new Error('down'));
    const result = await load(`?c=${NO_CATEGORY}`);
    expect(api.fetchProducts).toHaveBeenCalledExactlyOnceWith({ p: 0, l: 48, c: NO_CATEGORY });
    expect(result.data.applied.category).toBe(NO_CATEGORY);
    expect(logged).toHaveBeenCalledWith('[catalog] categories unavailable', expect.any(Error));
  });
});

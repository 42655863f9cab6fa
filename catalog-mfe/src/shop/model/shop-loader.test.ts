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
const categories = [{ _id: 'dish', categoryName: 'Dishwash' }];
const load = (search: string) => loadShop({ url: new URL(`https://shop.test/shop${search}`) });

beforeEach(() => {
  api.fetchProducts.mockReset().mockResolvedValue({ products: [product('a')], total: 1 });
  api.fetchCategories.mockReset().mockResolvedValue(categories);
});

describe('shop loader', () => {
  it('asks for the page of 48 products the address filters, and the categories, at once', async () => {
    const result = await load('?c=dish&sb=ph&pf=50&pt=400&r=4&p=1');
    expect(api.fetchProducts).toHaveBeenCalledExactlyOnceWith({
      page: 1,
      limit: 48,
      category: 'dish',
      sort: 'ph',
      priceFrom: '50',
      priceTo: '400',
      rating: '4',
    });
    expect(api.fetchCategories).toHaveBeenCalledOnce();
    expect(result).toEqual({
      data: {
        applied: { category: 'dish', sort: 'ph', priceFrom: '50', priceTo: '400', rating: '4' },
        page: 1,
        categories,
        listing: { status: 'ready', products: [product('a')], total: 1 },
      },
      status: 200,
    });
  });

  it('never sends an unknown sort, a non-numeric or upside-down price or a rating outside 1 to 4', async () => {
    await load('?sb=cheap&pf=abc&pt=9&r=7');
    expect(api.fetchProducts).toHaveBeenLastCalledWith({ page: 0, limit: 48, category: '', priceTo: '9' });
    const { data } = await load('?pf=900&pt=100');
    expect(api.fetchProducts).toHaveBeenLastCalledWith({ page: 0, limit: 48, category: '' });
    expect(data.applied).toEqual(emptyFilters);
  });

  it('never lists an inactive product, nor counts it', async () => {
    api.fetchProducts.mockResolvedValue({ products: [product('a'), product('b', false)], total: 2 });
    const { data } = await load('');
    expect(data.listing).toEqual({ status: 'ready', products: [product('a')], total: 1 });
  });

  it('logs a failed list and answers the error state with 503, keeping the filters and the categories', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetchProducts.mockRejectedValue(new Error('Network Error'));
    const result = await load('?c=dish');
    expect(result.status).toBe(503);
    expect(result.data).toMatchObject({ applied: { category: 'dish' }, categories, listing: { status: 'failed' } });
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
});

import type { Product } from '@shop/shared/contracts';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShop, type Shop } from './shop-controller';

const product = (id: string, isActive = true) => ({ _id: id, productName: `Ujjwal ${id}`, isActive }) as Product;

let shop: Shop;
let stop: () => void = () => {};

function startShop(search: string, fetchProducts = vi.fn().mockResolvedValue({ products: [product('a')], total: 1 })) {
  const fetchCategories = vi.fn().mockResolvedValue([{ _id: 'c1', categoryName: 'Dishwash' }]);
  shop = createShop({ sources: { fetchProducts, fetchCategories }, search, navigate: vi.fn() });
  stop = shop.start();
  return { fetchProducts, fetchCategories };
}

afterEach(() => {
  stop();
  cleanStores(shop.filters.$filters, shop.listing.$listing, shop.listing.$categories);
});

describe('shop listing', () => {
  it('loads page 0 of 1000 with the applied filters, and the categories', async () => {
    const { fetchProducts, fetchCategories } = startShop('?c=c1&sb=pl&r=4');
    expect(fetchProducts).toHaveBeenCalledExactlyOnceWith({ page: 0, limit: 1000, category: 'c1', sort: 'pl', rating: '4' });
    expect(fetchCategories).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(shop.listing.$listing.get()).toEqual({ status: 'ready', products: [product('a')], total: 1 }));
  });

  it('loads again when the applied filters change, not when the draft does', async () => {
    const { fetchProducts } = startShop('');
    shop.filters.editDraft({ priceFrom: '20' });
    expect(fetchProducts).toHaveBeenCalledTimes(1);
    shop.filters.apply();
    expect(fetchProducts).toHaveBeenLastCalledWith({ page: 0, limit: 1000, category: '', priceFrom: '20' });
  });

  it('never shows an inactive product', async () => {
    startShop('', vi.fn().mockResolvedValue({ products: [product('a'), product('b', false)], total: 2 }));
    await vi.waitFor(() => expect(shop.listing.$listing.get().status).toBe('ready'));
    expect(shop.listing.$listing.get()).toEqual({ status: 'ready', products: [product('a')], total: 1 });
  });

  it('keeps only the answer to the latest request', async () => {
    let answerOld: (page: { products: Product[]; total: number }) => void = () => {};
    const fetchProducts = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce({ products: [product('new')], total: 1 });
    startShop('', fetchProducts);
    shop.filters.changeCategory('c1');
    await vi.waitFor(() => expect(shop.listing.$listing.get().status).toBe('ready'));
    answerOld({ products: [product('old')], total: 1 });
    await Promise.resolve();
    expect(shop.listing.$listing.get().products).toEqual([product('new')]);
  });

  it('logs a failed request, shows the failure, and Retry asks again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchProducts = vi
      .fn()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValueOnce({ products: [product('a')], total: 1 });
    startShop('?sb=nz', fetchProducts);
    await vi.waitFor(() => expect(shop.listing.$listing.get().status).toBe('failed'));
    expect(logged).toHaveBeenCalledWith('[catalog] loading the product list failed', expect.any(Error));

    await shop.listing.retry();
    expect(fetchProducts).toHaveBeenLastCalledWith({ page: 0, limit: 1000, category: '', sort: 'nz' });
    expect(shop.listing.$listing.get().status).toBe('ready');
  });

  it('still lists products when the categories cannot be loaded', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetchProducts = vi.fn().mockResolvedValue({ products: [product('a')], total: 1 });
    shop = createShop({ sources: { fetchProducts, fetchCategories: vi.fn().mockRejectedValue(new Error('down')) }, search: '' });
    stop = shop.start();
    await vi.waitFor(() => expect(shop.listing.$listing.get().status).toBe('ready'));
    expect(shop.listing.$categories.get().items).toEqual([]);
  });
});

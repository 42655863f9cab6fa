import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@shop/shared/api-client', () => ({ request: client.request }));

import { fetchBanners } from './fetch-banners';
import { categoryLabel, fetchCategories } from './fetch-categories';
import { fetchHomeHighlights } from './fetch-home-highlights';
import { fetchProduct } from './fetch-product';
import { fetchProducts } from './fetch-products';
import { recordProductView } from './record-product-view';

beforeEach(() => client.request.mockReset());

describe('catalogue calls', () => {
  it('asks for the first 1000 products of every category by default', async () => {
    client.request.mockResolvedValue({ success: true, data: [{ _id: 'a' }], total: 41 });
    expect(await fetchProducts()).toEqual({ products: [{ _id: 'a' }], total: 41 });
    expect(client.request).toHaveBeenCalledWith('GET', 'product', { p: 0, l: 1000, c: '' });
  });

  it('keeps only active banners', async () => {
    client.request.mockResolvedValue({
      success: true,
      data: [
        { _id: '1', url: '/a.svg', isActive: true },
        { _id: '2', url: '/b.svg', isActive: false },
      ],
    });
    expect(await fetchBanners()).toEqual([{ _id: '1', url: '/a.svg', isActive: true }]);
    expect(client.request).toHaveBeenCalledWith('GET', 'banner');
  });

  it('reads the two home rows, four products at most, and tolerates missing ones', async () => {
    client.request.mockResolvedValue({ success: true, data: { newArrived: [1, 2, 3, 4, 5] } });
    expect(await fetchHomeHighlights()).toEqual({ newArrived: [1, 2, 3, 4], topBuyers: [] });
    expect(client.request).toHaveBeenCalledWith('GET', 'product/home/famous');
  });

  it('reads categories and their names, old or new', async () => {
    client.request.mockResolvedValue({ success: true, data: [{ _id: 'c', name: 'Dishwash' }] });
    const [category] = await fetchCategories();
    expect(category && categoryLabel(category)).toBe('Dishwash');
    expect(client.request).toHaveBeenCalledWith('GET', 'category');
  });

  it('loads one product and counts a view of it', async () => {
    client.request.mockResolvedValue({ success: true, data: { _id: 'a b' } });
    expect(await fetchProduct('a b')).toEqual({ _id: 'a b' });
    expect(client.request).toHaveBeenCalledWith('GET', 'product/a%20b');
    await recordProductView('p1');
    expect(client.request).toHaveBeenCalledWith('PUT', 'product/view/p1');
  });
});

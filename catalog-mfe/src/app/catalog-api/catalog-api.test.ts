import {
  bannersReplySchema,
  categoriesReplySchema,
  homeHighlightsReplySchema,
  productPageReplySchema,
  productReplySchema,
  viewRecordedReplySchema,
} from '@shop/shared/contracts';
import { answer, makeProduct } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { fetchBanners } from './fetch-banners';
import { categoryLabel, fetchCategories } from './fetch-categories';
import { fetchHomeHighlights } from './fetch-home-highlights';
import { fetchProduct } from './fetch-product';
import { fetchProducts } from './fetch-products';
import { recordProductView } from './record-product-view';

const queryOf = (call: { url: URL }) => Object.fromEntries(call.url.searchParams);

describe('catalogue calls', () => {
  it('asks for the first 1000 products of every category by default', async () => {
    const product = makeProduct({ _id: 'a' });
    const calls = answer('GET', 'product', productPageReplySchema, { success: true, data: [product], total: 41, page: 0, limit: 1000 });
    expect(await fetchProducts()).toEqual({ products: [product], total: 41 });
    expect(calls.map(queryOf)).toEqual([{ p: '0', l: '1000', c: '' }]);
  });

  it('keeps only active banners', async () => {
    const calls = answer('GET', 'banner', bannersReplySchema, {
      success: true,
      data: [
        { _id: '1', url: '/a.svg', isActive: true },
        { _id: '2', url: '/b.svg', isActive: false },
      ],
    });
    expect(await fetchBanners()).toEqual([{ _id: '1', url: '/a.svg', isActive: true }]);
    expect(calls).toHaveLength(1);
  });

  it('reads the two home rows, four products at most each', async () => {
    const products = ['1', '2', '3', '4', '5'].map((_id) => makeProduct({ _id }));
    const calls = answer('GET', 'product/home/famous', homeHighlightsReplySchema, {
      success: true,
      data: { newArrived: products, topBuyers: products.slice(0, 2) },
    });
    expect(await fetchHomeHighlights()).toEqual({ newArrived: products.slice(0, 4), topBuyers: products.slice(0, 2) });
    expect(calls).toHaveLength(1);
  });

  it('reads categories and their names, old or new', async () => {
    const calls = answer('GET', 'category', categoriesReplySchema, { success: true, data: [{ _id: 'c', name: 'Dishwash' }] });
    const [category] = await fetchCategories();
    expect(category && categoryLabel(category)).toBe('Dishwash');
    expect(calls).toHaveLength(1);
  });

  it('loads one product by its escaped id and counts a view of it', async () => {
    const product = makeProduct({ _id: 'a b' });
    const loads = answer('GET', 'product/:productId', productReplySchema, { success: true, data: product });
    expect(await fetchProduct('a b')).toEqual(product);
    expect(loads.map((call) => call.url.pathname)).toEqual(['/api/v1/product/a%20b']);
    const views = answer('PUT', 'product/view/:productId', viewRecordedReplySchema, { success: true });
    await recordProductView('p1');
    expect(views.map((call) => call.params.productId)).toEqual(['p1']);
  });
});

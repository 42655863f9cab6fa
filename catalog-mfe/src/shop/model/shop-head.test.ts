import type { Product } from '@shop/shared/contracts';
import { describe, expect, it } from 'vitest';
import { emptyFilters } from './filters';
import { shopHead } from './shop-head';
import type { ShopData } from './shop-loader';

const context = { params: {}, url: new URL('https://shop.test/shop'), origin: 'https://shop.test' };
const products = [{ _id: 'p1', productName: 'Ujjwal Lemon Dishwash Gel', productImages: ['/api/media/products/p1.svg'] } as Product];
const data = (category = '', listing: ShopData['listing'] = { status: 'ready', products, total: 1 }): ShopData => ({
  applied: { ...emptyFilters, category },
  page: 0,
  categories: [{ _id: 'dish', categoryName: 'Dishwash' }],
  listing,
});

describe('shop head', () => {
  it("is 'Our Products', previewed with the first product's link preview as an absolute address", () => {
    const head = shopHead(data(), context);
    expect(head.title).toBe('Our Products');
    expect(head.description).toContain('Ujjwal Home Care');
    expect(head.image).toBe('https://shop.test/api/media/previews/p1.jpg');
  });

  it('names the category the list is filtered by', () => {
    const head = shopHead(data('dish'), context);
    expect(head.title).toBe('Our Products: Dishwash');
    expect(head.description).toMatch(/^Dishwash from Ujjwal Home Care/);
  });

  it('has no image when the list could not be loaded', () => {
    expect(shopHead(data('', { status: 'failed' }), context).image).toBeUndefined();
  });
});

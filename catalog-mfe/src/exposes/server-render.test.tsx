// @vitest-environment node
// The rendering server imports these modules and renders their pages in Node, where there is no
// window, document or storage: each page must load its data and render there as in the browser.
import {
  bannersReplySchema,
  categoriesReplySchema,
  homeHighlightsReplySchema,
  productPageReplySchema,
  productReplySchema,
} from '@shop/shared/contracts';
import type { PageProps } from '@shop/shared/page';
import { answer } from '@shop/shared/testing';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeDetailProduct } from '../product-detail/model/detail-fixtures';

const PRODUCT_ID = '81fc27bf-1aa9-4e59-82f1-17aba64d35a1';
const DISH = '6f1c2b9e-3d4a-4e5f-8a6b-7c8d9e0f1a2b';
const product = makeDetailProduct({ _id: PRODUCT_ID, discountedAmount: 179 });

// What the API answers the pages' loaders, each reply checked against its endpoint's contract.
beforeEach(() => {
  answer('GET', 'banner', bannersReplySchema, { success: true, data: [{ _id: 'b1', url: '/api/media/banners/b1.svg', isActive: true }] });
  answer('GET', 'product/home/famous', homeHighlightsReplySchema, { success: true, data: { newArrived: [product], topBuyers: [product] } });
  answer('GET', 'category', categoriesReplySchema, { success: true, data: [{ _id: DISH, categoryName: 'Dishwash' }] });
  answer('GET', 'product', productPageReplySchema, { success: true, data: [product], total: 1, page: 0, limit: 12 });
  answer('GET', `product/${PRODUCT_ID}`, productReplySchema, { success: true, data: product });
});

async function serverRender(path: string, params: Record<string, string> = {}) {
  const modules = {
    '/': () => import('./home-page'),
    '/shop': () => import('./shop-page'),
    [`/product/${PRODUCT_ID}`]: () => import('./product-detail-page'),
    '/about': () => import('./about-page'),
    '/termscondition': () => import('./terms-page'),
    '/shippingpolicy': () => import('./shipping-policy-page'),
    '/returnandexchange': () => import('./return-exchange-page'),
    '/privacypolicy': () => import('./privacy-policy-page'),
  } as const;
  const url = new URL(`https://shop.test${path}`);
  const page = await modules[url.pathname as keyof typeof modules]();
  const result = 'loader' in page ? await page.loader({ params, url }) : { data: undefined };
  const Page = page.default as ComponentType<PageProps<unknown>>;
  return renderToString(<Page params={params} data={result.data} />);
}

describe('pages rendered on the server', () => {
  it('home: the banners and both product rows', async () => {
    const html = await serverRender('/');
    expect(typeof window).toBe('undefined');
    expect(html).toContain('Ujjwal Home Care offer 1');
    expect(html).toContain('New Arrivals');
    expect(html).toContain('Ujjwal Matic Detergent Powder');
  });

  it("shop: the category's products with their prices", async () => {
    const html = await serverRender(`/shop?c=${DISH}&sb=pl`);
    expect(html).toContain('Our Products');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Dishwash</);
    expect(html).toContain('Ujjwal Matic Detergent Powder');
    expect(html).toContain('₹179');
  });

  it('product: the name, the price the shopper pays and the details', async () => {
    const html = await serverRender(`/product/${PRODUCT_ID}`, { productId: PRODUCT_ID });
    expect(html).toContain('Ujjwal Matic Detergent Powder</h1>');
    expect(html).toContain('₹179');
    expect(html).toContain('Why Shop With Us');
  });

  it.each([
    ['/about', 'Cleaning products made in Ahmedabad'],
    ['/termscondition', 'Terms &amp; Conditions'],
    ['/shippingpolicy', 'Shipping Policy'],
    ['/returnandexchange', 'Return &amp; Exchange Policy'],
    ['/privacypolicy', 'Privacy Policy'],
  ])('%s: its text', async (path, text) => {
    expect(await serverRender(path)).toContain(text);
  });
});

import { request } from '@shop/shared/api-client';
import type { ProductCard, ProductListQuery } from '@shop/shared/contracts';

/** Page size of the product listing: the whole active catalogue in one page. */
export const PRODUCT_LIST_PAGE_SIZE = 1000;

/** One page of products and how many match in all. */
export interface ProductPage {
  products: ProductCard[];
  total: number;
}

/** GET product: active products filtered, sorted and paged as asked; the first 1000 of every category by default. */
export async function fetchProducts(query: ProductListQuery = {}): Promise<ProductPage> {
  // The list's count travels beside `data`, outside the usual envelope.
  const reply = await request('GET', 'product', { p: 0, l: PRODUCT_LIST_PAGE_SIZE, c: '', ...query });
  return { products: reply.data, total: reply.total };
}

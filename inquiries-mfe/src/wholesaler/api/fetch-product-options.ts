import { request } from '@shop/shared/api-client';

/** What the product selector needs of a product. */
export interface ProductOption {
  _id: string;
  productName: string;
}

/** The selector's list size: the whole active catalogue in one page. */
export const PRODUCT_OPTIONS_LIMIT = 1000;

/** GET product with p=0, l=1000: every active product, as selector options. */
export async function fetchProductOptions(): Promise<ProductOption[]> {
  const reply = await request('GET', 'product', { p: 0, l: PRODUCT_OPTIONS_LIMIT });
  const products = Array.isArray(reply.data) ? reply.data : [];
  return products.map(({ _id, productName }) => ({ _id, productName }));
}

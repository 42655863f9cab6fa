import { request } from '@shop/shared/api-client';
import type { ProductCard, ProductPageReply, SortCode } from '@shop/shared/contracts';

/** Page size of the product listing: the whole active catalogue in one page. */
export const PRODUCT_LIST_PAGE_SIZE = 1000;

/** What the product list can be asked for; empty or missing optional values are not sent. */
export interface ProductQuery {
  /** Page number, from 0. */
  page?: number;
  /** Page size, at most 1000. */
  limit?: number;
  /** Category id; '' for every category. */
  category?: string;
  sort?: SortCode;
  /** Lowest price a shopper pays, in rupees. */
  priceFrom?: string | number;
  /** Highest price a shopper pays, in rupees. */
  priceTo?: string | number;
  /** Lowest average rating. */
  rating?: string | number;
}

/** One page of products and how many match in all. */
export interface ProductPage {
  products: ProductCard[];
  total: number;
}

function isGiven(value: string | number | undefined): value is string | number {
  return value !== undefined && String(value).trim() !== '';
}

/** The query string the API reads: p, l and c always, sb, pf, pt and r only when given. */
export function productQueryParams(query: ProductQuery = {}): Record<string, string | number> {
  const params: Record<string, string | number> = {
    p: query.page ?? 0,
    l: query.limit ?? PRODUCT_LIST_PAGE_SIZE,
    c: query.category ?? '',
  };
  if (query.sort) params.sb = query.sort;
  if (isGiven(query.priceFrom)) params.pf = String(query.priceFrom).trim();
  if (isGiven(query.priceTo)) params.pt = String(query.priceTo).trim();
  if (isGiven(query.rating)) params.r = String(query.rating).trim();
  return params;
}

/** GET product: active products filtered, sorted and paged as asked. */
export async function fetchProducts(query: ProductQuery = {}): Promise<ProductPage> {
  // The list's count travels beside `data`, outside the usual envelope.
  const reply = (await request<ProductCard[]>('GET', 'product', productQueryParams(query))) as Partial<ProductPageReply>;
  const products = Array.isArray(reply.data) ? reply.data : [];
  return { products, total: typeof reply.total === 'number' ? reply.total : products.length };
}

import type { Filters, ProductListQuery } from '@shop/shared/contracts';

/**
 * Products on one page of /shop: what a screenful or a few scrolls show, so the page asks for what
 * it shows however large the catalogue grows (48 fills 1, 2, 3 or 4 columns evenly).
 */
export const SHOP_PAGE_SIZE = 48;

/** The request for one page of the listing under a set of applied filters; empty filters are left out. */
export function toProductQuery(filters: Filters, page: number): ProductListQuery {
  const query: ProductListQuery = { p: page, l: SHOP_PAGE_SIZE, c: filters.category };
  if (filters.sort) query.sb = filters.sort;
  if (filters.priceFrom) query.pf = filters.priceFrom;
  if (filters.priceTo) query.pt = filters.priceTo;
  if (filters.rating) query.r = filters.rating;
  return query;
}

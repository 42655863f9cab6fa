import type { Filters } from '@shop/shared/contracts';
import type { ProductQuery } from '../../app/catalog-api/fetch-products';

/**
 * Products on one page of /shop: what a screenful or a few scrolls show, so the page asks for what
 * it shows however large the catalogue grows (48 fills 1, 2, 3 or 4 columns evenly).
 */
export const SHOP_PAGE_SIZE = 48;

/** The request for one page of the listing under a set of applied filters; empty filters are left out. */
export function toProductQuery(filters: Filters, page: number): ProductQuery {
  const query: ProductQuery = { page, limit: SHOP_PAGE_SIZE, category: filters.category };
  if (filters.sort) query.sort = filters.sort;
  if (filters.priceFrom) query.priceFrom = filters.priceFrom;
  if (filters.priceTo) query.priceTo = filters.priceTo;
  if (filters.rating) query.rating = filters.rating;
  return query;
}

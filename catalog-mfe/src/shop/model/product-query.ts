import type { Filters } from '@shop/shared/contracts';
import { PRODUCT_LIST_PAGE_SIZE, type ProductQuery } from '../../catalog-api/fetch-products';

/** The request for one page of the listing under a set of applied filters; empty filters are left out. */
export function toProductQuery(filters: Filters, page: number): ProductQuery {
  const query: ProductQuery = { page, limit: PRODUCT_LIST_PAGE_SIZE, category: filters.category };
  if (filters.sort) query.sort = filters.sort;
  if (filters.priceFrom) query.priceFrom = filters.priceFrom;
  if (filters.priceTo) query.priceTo = filters.priceTo;
  if (filters.rating) query.rating = filters.rating;
  return query;
}

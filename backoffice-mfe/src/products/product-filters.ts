import type { ProductQuery } from './api/products-api';

/** The product list's search as the address holds it; a page or a filter that cannot be one is left at its start. */
export function productQueryFromSearch(search: URLSearchParams): ProductQuery {
  const active = search.get('active');
  const page = Number(search.get('page') ?? '1');
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    active: active === 'on' || active === 'off' ? active : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address of the product list with this search. */
export function productSearchOf(query: ProductQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.active !== 'all') params.set('active', query.active);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return `/products${text ? `?${text}` : ''}`;
}

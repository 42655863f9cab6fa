import type { Filters } from '@shop/shared/contracts';
import { SORT_CODES, type SortCode } from '@shop/shared/contracts/sort-codes';
import { isRecordId } from '@shop/shared/routing';

/** No filter, relevance order, every category. */
export const emptyFilters: Filters = { category: '', sort: '', priceFrom: '', priceTo: '', rating: '' };

/** The ratings the drawer offers, best first: "4★ & up" down to "1★ & up". */
export const RATING_CHOICES = ['4', '3', '2', '1'] as const;

/** The sort choices in the order the select lists them. */
export const SORT_OPTIONS: ReadonlyArray<{ code: SortCode; label: string }> = [
  { code: '', label: 'Relevance' },
  { code: 'na', label: 'Name A–Z' },
  { code: 'nz', label: 'Name Z–A' },
  { code: 'd', label: 'Best discount' },
  { code: 'pl', label: 'Price low to high' },
  { code: 'ph', label: 'Price high to low' },
];

/** Shown under the price inputs when the range is upside down. */
export const PRICE_RANGE_ERROR = 'Price from cannot be more than price to.';

// Whole rupees, at most seven digits: more than any product costs, and small enough to stay exact.
const PRICE = /^\d{1,7}$/;
// A page number of the listing (from 0); a page of 1000 products makes a few digits plenty.
const PAGE = /^\d{1,4}$/;

/** Keeps only the digits a shopper typed into a price box. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').slice(0, 7);
}

export function isSortCode(value: string): value is SortCode {
  return (SORT_CODES as readonly string[]).includes(value);
}

/** The error of a from/to pair, or null when both are empty, one-sided or in order. */
export function priceRangeError(filters: Pick<Filters, 'priceFrom' | 'priceTo'>): string | null {
  const { priceFrom, priceTo } = filters;
  if (priceFrom === '' || priceTo === '') return null;
  return Number(priceFrom) > Number(priceTo) ? PRICE_RANGE_ERROR : null;
}

export function filtersEqual(a: Filters, b: Filters): boolean {
  return a.category === b.category && a.sort === b.sort && a.priceFrom === b.priceFrom && a.priceTo === b.priceTo && a.rating === b.rating;
}

/** True when anything narrows or reorders the list. */
export function hasActiveFilters(filters: Filters): boolean {
  return !filtersEqual(filters, emptyFilters);
}

/** Counts the drawer's own filters (price range and rating) for the badge on the Filters button. */
export function countDrawerFilters(filters: Filters): number {
  return (filters.priceFrom || filters.priceTo ? 1 : 0) + (filters.rating ? 1 : 0);
}

function cleanPrice(value: string | null): string {
  if (value === null || !PRICE.test(value)) return '';
  // "007" and "7" are the same price; keep one spelling so equal filters compare equal.
  return String(Number(value));
}

/**
 * The applied filters a listing address asks for. Anything that is not a known value (a
 * category that is not an id, an unknown sort code, a price that is not a whole number, a
 * rating outside 1–4, a range whose start is above its end) is dropped rather than sent on to the API.
 */
export function parseFilters(search: string): Filters {
  const query = new URLSearchParams(search);
  const category = query.get('c') ?? '';
  const sort = query.get('sb') ?? '';
  const rating = query.get('r') ?? '';
  let priceFrom = cleanPrice(query.get('pf'));
  let priceTo = cleanPrice(query.get('pt'));
  if (priceRangeError({ priceFrom, priceTo })) {
    priceFrom = '';
    priceTo = '';
  }
  return {
    category: isRecordId(category) ? category : '',
    sort: isSortCode(sort) ? sort : '',
    priceFrom,
    priceTo,
    rating: (RATING_CHOICES as readonly string[]).includes(rating) ? rating : '',
  };
}

/** The query string (without "?") that stands for a set of filters; empty values are left out. */
export function serialiseFilters(filters: Filters): string {
  const query = new URLSearchParams();
  if (filters.category) query.set('c', filters.category);
  if (filters.sort) query.set('sb', filters.sort);
  if (filters.priceFrom) query.set('pf', filters.priceFrom);
  if (filters.priceTo) query.set('pt', filters.priceTo);
  if (filters.rating) query.set('r', filters.rating);
  return query.toString();
}

/** The listing's address for a set of filters, at a page (from 0) other than the first when given. */
export function shopPath(filters: Filters, page = 0): string {
  const query = new URLSearchParams(serialiseFilters(filters));
  if (page > 0) query.set('p', String(page));
  const text = query.toString();
  return text ? `/shop?${text}` : '/shop';
}

/** The listing's page (`p`, from 0) an address asks for; a changed filter always starts again at 0. */
export function parseListingPage(search: string): number {
  const page = new URLSearchParams(search).get('p') ?? '';
  return PAGE.test(page) ? Number(page) : 0;
}

import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  emptyFilters,
  hasActiveFilters,
  parseFilters,
  parseListingPage,
  priceRangeError,
  serialiseFilters,
  shopPath,
} from './filters';
import { toProductQuery } from './product-query';

const DISH = '6f1c2b9e-3d4a-4e5f-8a6b-7c8d9e0f1a2b';

describe('listing address', () => {
  it('reads category, sort, price range and rating from the query string', () => {
    expect(parseFilters(`?c=${DISH}&sb=ph&pf=50&pt=300&r=4`)).toEqual({
      category: DISH,
      sort: 'ph',
      priceFrom: '50',
      priceTo: '300',
      rating: '4',
    });
  });

  it('reads an empty or missing query as no filters', () => {
    expect(parseFilters('')).toEqual(emptyFilters);
    expect(parseFilters('?utm_source=mail')).toEqual(emptyFilters);
  });

  it.each([
    ['an unknown sort code', '?sb=cheapest', { sort: '' }],
    ['a price that is not a whole number', '?pf=abc&pt=1e3', { priceFrom: '', priceTo: '' }],
    ['a negative price', '?pf=-5', { priceFrom: '' }],
    ['a rating outside 1 to 4', '?r=5', { rating: '' }],
    ['a rating of 0', '?r=0', { rating: '' }],
    ['a fractional rating', '?r=3.5', { rating: '' }],
    ['a category id with odd characters', '?c=%3Cscript%3E', { category: '' }],
    ['a category that is not an id', '?c=x', { category: '' }],
    ['a category id cut short', `?c=${DISH.slice(0, -1)}`, { category: '' }],
  ])('drops %s', (_case, search, dropped) => {
    expect(parseFilters(search)).toEqual({ ...emptyFilters, ...dropped });
  });

  it('drops a price range whose start is above its end, keeping the rest', () => {
    expect(parseFilters('?pf=500&pt=100&sb=na')).toEqual({ ...emptyFilters, sort: 'na' });
  });

  it('keeps a one-sided price range and writes prices without leading zeros', () => {
    expect(parseFilters('?pf=0050')).toEqual({ ...emptyFilters, priceFrom: '50' });
    expect(parseFilters('?pt=99')).toEqual({ ...emptyFilters, priceTo: '99' });
  });

  it('writes only the filters that are set, in a fixed order, and reads them back unchanged', () => {
    const filters = { category: DISH, sort: 'd' as const, priceFrom: '', priceTo: '250', rating: '3' };
    expect(serialiseFilters(filters)).toBe(`c=${DISH}&sb=d&pt=250&r=3`);
    expect(parseFilters(`?${serialiseFilters(filters)}`)).toEqual(filters);
    expect(shopPath(filters)).toBe(`/shop?c=${DISH}&sb=d&pt=250&r=3`);
    expect(shopPath(emptyFilters)).toBe('/shop');
  });
});

describe('listing page', () => {
  it('reads the page from p, from 0, and page 0 for anything else', () => {
    expect(parseListingPage(`?p=2&c=${DISH}`)).toBe(2);
    expect(parseListingPage('')).toBe(0);
    for (const bad of ['?p=-1', '?p=1.5', '?p=abc', '?p=99999']) expect(parseListingPage(bad)).toBe(0);
  });
});

describe('filter values', () => {
  it('keeps only digits typed into a price box', () => {
    expect(digitsOnly('₹1,250.50')).toBe('125050');
    expect(digitsOnly('abc')).toBe('');
  });

  it('flags a price range whose start is above its end', () => {
    expect(priceRangeError({ priceFrom: '300', priceTo: '50' })).toMatch(/cannot be more/);
    expect(priceRangeError({ priceFrom: '50', priceTo: '50' })).toBeNull();
    expect(priceRangeError({ priceFrom: '300', priceTo: '' })).toBeNull();
    // Compared as numbers, not as text.
    expect(priceRangeError({ priceFrom: '9', priceTo: '10' })).toBeNull();
  });

  it('counts anything set, the sort included, as an active filter', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, sort: 'pl' })).toBe(true);
  });

  it('asks for a page of 48 and leaves empty filters out of the request', () => {
    expect(toProductQuery(emptyFilters, 0)).toEqual({ p: 0, l: 48, c: '' });
    expect(toProductQuery({ category: DISH, sort: 'ph', priceFrom: '10', priceTo: '90', rating: '2' }, 0)).toEqual({
      p: 0,
      l: 48,
      c: DISH,
      sb: 'ph',
      pf: '10',
      pt: '90',
      r: '2',
    });
  });
});

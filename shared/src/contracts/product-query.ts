import { isRecordId } from '@shop/shared/routing';
import { z } from 'zod';
import { SORT_CODES, type SortCode } from './sort-codes';

/** Largest page of the product list: the listing and the wholesaler form ask for 1000. */
export const MAX_PRODUCT_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 12;
/** Largest page of the quick search, which shows 12 at a time. */
export const MAX_SEARCH_PAGE_SIZE = 50;
/** Pages far beyond any catalogue only make the database skip rows. */
const MAX_PAGE = 100_000;

// A query value arrives as text, or as a list when the name is repeated; empty means not given.
// `Sent` is what a caller may put in the query (the client's type); the server checks whatever comes.
const param = <Sent extends string | number = string>(name: string) =>
  z.preprocess(
    (value: Sent | undefined) => (value === '' ? undefined : value),
    z.string({ error: `${name} must be given once` }).optional(),
  );

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  param<number | string>(name).transform((value, context) => {
    if (value === undefined) return fallback;
    const parsed = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (Number.isNaN(parsed) || parsed < min || parsed > max) {
      context.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return parsed;
  });

const rupees = (name: string) =>
  param<number | string>(name).refine(
    (value) => value === undefined || /^\d{1,10}(\.\d{1,2})?$/.test(value.trim()),
    `${name} must be a price in rupees: a number of 0 or more with at most 2 decimals`,
  );

const isSortCode = (value: string): value is SortCode => (SORT_CODES as readonly string[]).includes(value);

const page = wholeNumber('p', 0, MAX_PAGE, 0);

/**
 * GET product's query: p (page from 0), l (page size), c (category id), sb (sort code), pf and pt
 * (price bounds in rupees), r (lowest rating). Its input is what a client sends; its output what
 * the listing reads.
 */
export const productListQuerySchema = z
  .object({
    p: page,
    l: wholeNumber('l', 1, MAX_PRODUCT_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    c: param('c').refine((value) => value === undefined || isRecordId(value.trim()), 'c must be a category id'),
    sb: param<SortCode>('sb').refine(
      (value) => value === undefined || isSortCode(value),
      `sb must be one of ${SORT_CODES.filter(Boolean).join(', ')}, or empty for relevance`,
    ),
    pf: rupees('pf'),
    pt: rupees('pt'),
    r: param<number | string>('r').refine(
      (value) => value === undefined || (/^\d(\.\d+)?$/.test(value.trim()) && Number(value) <= 5),
      'r must be a rating from 0 to 5',
    ),
  })
  .refine((query) => query.pf === undefined || query.pt === undefined || Number(query.pf) <= Number(query.pt), {
    message: 'pf must not be greater than pt',
    path: ['pf'],
  })
  .transform((query) => ({
    page: query.p,
    limit: query.l,
    categoryId: query.c?.trim(),
    sort: query.sb !== undefined && isSortCode(query.sb) ? query.sb : ('' as const),
    priceFrom: query.pf?.trim(),
    priceTo: query.pt?.trim(),
    minRating: query.r === undefined ? undefined : Number(query.r),
  }));

/** GET product/quick/search's query: value (the text), p, l. */
export const quickSearchQuerySchema = z.object({
  value: z.preprocess(
    (value: string | undefined) => value ?? '',
    z.string({ error: 'value must be given once' }).max(100, 'value must be at most 100 characters'),
  ),
  p: page,
  l: wholeNumber('l', 1, MAX_SEARCH_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

/** The product list's query as a client sends it; empty values may be left out. */
export type ProductListQuery = z.input<typeof productListQuerySchema>;
/** The product list's query as the API reads it. */
export type ProductListFilter = z.output<typeof productListQuerySchema>;
export type QuickSearchQuery = z.input<typeof quickSearchQuerySchema>;

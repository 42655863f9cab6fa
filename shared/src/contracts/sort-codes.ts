/** Sort codes the product list accepts; '' means relevance. Kept apart from the schemas so a page reads them without zod. */
export const SORT_CODES = ['', 'na', 'nz', 'd', 'pl', 'ph'] as const;

/** One sort code: name A-Z, name Z-A, best discount, price low-high, price high-low, or relevance. */
export type SortCode = (typeof SORT_CODES)[number];

/** A product category; older records carry `name` instead of `categoryName`. */
export interface Category {
  _id: string;
  categoryName?: string;
  name?: string;
}

/** A home-page banner; only active ones are shown. */
export interface Banner {
  _id: string;
  url: string;
  isActive: boolean;
  /** The slide's heading, written over the image; absent on a picture-only slide. */
  title?: string;
  text?: string;
  /** Where the slide's call to action leads: a path of the shop or an http(s) address. */
  link?: string;
}

/** An entry of the header's navigation list. */
export interface NavItem {
  id: number;
  title: string;
  link: string;
}

/** Sort codes the product list accepts; '' means relevance. */
export const SORT_CODES = ['', 'na', 'nz', 'd', 'pl', 'ph'] as const;

/** One sort code: name A-Z, name Z-A, best discount, price low-high, price high-low, or relevance. */
export type SortCode = (typeof SORT_CODES)[number];

/** One set of product-list filters; price bounds stay strings as typed in the inputs. */
export interface Filters {
  category: string;
  sort: SortCode;
  priceFrom: string;
  priceTo: string;
  rating: string;
}

/** The filters being edited and the ones applied to the list. */
export interface FilterState {
  draft: Filters;
  applied: Filters;
}

/** The home page's two product rows. */
export interface HomeHighlights<P> {
  newArrived: P[];
  topBuyers: P[];
}

import type { Category, Filters, Product } from '@shop/shared/contracts';
import { map } from 'nanostores';
import type { ProductPage, ProductQuery } from '../../catalog-api/fetch-products';
import { toProductQuery } from './product-query';

/** What the grid shows: a skeleton while loading, the products, or the failure with Retry. */
export interface ListingState {
  status: 'loading' | 'ready' | 'failed';
  products: Product[];
  total: number;
}

/** Where the listing gets its data; the page passes the catalogue API, tests pass fakes. */
export interface ListingSources {
  fetchProducts: (query: ProductQuery) => Promise<ProductPage>;
  fetchCategories: () => Promise<Category[]>;
}

/**
 * The products for the applied filters, and the categories for the chips. Only the answer to
 * the latest request is kept, so a slow reply to an older filter cannot replace a newer list.
 */
export function createProductListing({ fetchProducts, fetchCategories }: ListingSources) {
  const $listing = map<ListingState>({ status: 'loading', products: [], total: 0 });
  const $categories = map<{ items: Category[] }>({ items: [] });
  let generation = 0;
  let last: { filters: Filters; page: number } | null = null;

  async function load(filters: Filters, page: number): Promise<void> {
    generation += 1;
    const asked = generation;
    last = { filters, page };
    $listing.setKey('status', 'loading');
    try {
      const { products, total } = await fetchProducts(toProductQuery(filters, page));
      if (asked !== generation) return;
      // The API lists active products only; a stray inactive one must still never be shown.
      const shown = products.filter((product) => product.isActive !== false);
      $listing.set({ status: 'ready', products: shown, total: total - (products.length - shown.length) });
    } catch (error) {
      if (asked !== generation) return;
      console.error('[catalog] loading the product list failed', error);
      $listing.set({ status: 'failed', products: [], total: 0 });
    }
  }

  return {
    $listing,
    $categories,
    load,
    /** Asks again for the last list, after a failure. */
    retry(): Promise<void> {
      return last ? load(last.filters, last.page) : Promise.resolve();
    },
    /** Loads the category chips; without them the listing still works, showing every category. */
    async loadCategories(): Promise<void> {
      try {
        $categories.set({ items: await fetchCategories() });
      } catch (error) {
        console.info('[catalog] categories unavailable', error);
      }
    },
    /** Forgets answers still on their way (the page is leaving). */
    dispose(): void {
      generation += 1;
    },
  };
}

/** One listing as the page uses it. */
export type ProductListing = ReturnType<typeof createProductListing>;

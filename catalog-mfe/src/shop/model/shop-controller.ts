import type { NavigateOptions } from '@shop/shared/navigation';
import { createShopFilters } from './filter-store';
import { serialiseFilters } from './filters';
import { createProductListing, type ListingSources } from './product-listing';

/** What one /shop page needs: where data comes from, the address it opened at, how to navigate. */
export interface ShopOptions {
  sources: ListingSources;
  search: string;
  navigate?: (to: string, options?: NavigateOptions) => void;
}

/** The listing page's state: the filter machine and the list it drives. */
export function createShop({ sources, search, navigate }: ShopOptions) {
  const filters = createShopFilters(search, navigate);
  const listing = createProductListing(sources);

  return {
    filters,
    listing,
    /** Loads the categories and then the list again whenever the applied filters or the page change; returns the stop. */
    start(): () => void {
      let shown: string | null = null;
      void listing.loadCategories();
      const stop = filters.$filters.subscribe(({ applied, page }) => {
        // Editing the draft changes the store too, but must not fetch anything.
        const key = `${serialiseFilters(applied)}#${page}`;
        if (key === shown) return;
        shown = key;
        void listing.load(applied, page);
      });
      return () => {
        stop();
        listing.dispose();
      };
    },
  };
}

/** One listing page's state. */
export type Shop = ReturnType<typeof createShop>;

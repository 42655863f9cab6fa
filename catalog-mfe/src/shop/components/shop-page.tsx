import { useStore } from '@nanostores/react';
import { reloadPageData } from '@shop/shared/navigation';
import type { PageProps } from '@shop/shared/page';
import { PageContainer } from '@shop/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { createShopFilters } from '../model/filter-store';
import { hasActiveFilters } from '../model/filters';
import { SHOP_PAGE_SIZE } from '../model/product-query';
import type { ShopData } from '../model/shop-loader';
import { CategoryChips } from './category-chips';
import { FiltersDrawer } from './filters-drawer';
import { ListingPages } from './listing-pages';
import { ListingError, NoProductsFound } from './listing-states';
import { ProductGrid } from './product-grid';
import { ShopToolbar } from './shop-toolbar';

/** /shop: every active product, narrowed by category, price and rating and sorted as asked. */
export function ShopPage({ data }: PageProps<ShopData>) {
  const [filters] = useState(() => createShopFilters(data.applied));
  const { applied } = useStore(filters.$filters);
  const { listing, categories } = data;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);

  // A new address (a shared link, Back, Forward) brought data for other filters: they are what is applied now.
  useEffect(() => filters.syncApplied(data.applied), [filters, data.applied]);

  return (
    <PageContainer>
      <header className="cat:flex cat:flex-col cat:gap-1">
        <h1 className="cat:text-3xl cat:font-bold cat:tracking-tight cat:text-slate-900">Our Products</h1>
        <p className="cat:text-slate-600">Detergents and cleaners for every corner of the home.</p>
      </header>

      <CategoryChips categories={categories} selected={applied.category} onSelect={filters.changeCategory} />

      <ShopToolbar
        ref={filtersButton}
        count={listing.status === 'ready' ? listing.total : undefined}
        sort={applied.sort}
        applied={applied}
        onSort={filters.changeSort}
        onOpenFilters={() => {
          filters.discardDraft();
          setDrawerOpen(true);
        }}
      />

      <section aria-label="Products" className="cat:mt-6">
        {listing.status === 'failed' && <ListingError onRetry={reloadPageData} />}
        {listing.status === 'ready' &&
          (listing.products.length > 0 ? (
            <>
              <ProductGrid products={listing.products} />
              <ListingPages applied={data.applied} page={data.page} total={listing.total} pageSize={SHOP_PAGE_SIZE} />
            </>
          ) : (
            <NoProductsFound filtered={hasActiveFilters(data.applied)} onReset={filters.reset} />
          ))}
      </section>

      {drawerOpen && <FiltersDrawer filters={filters} categories={categories} onClose={() => setDrawerOpen(false)} />}
    </PageContainer>
  );
}

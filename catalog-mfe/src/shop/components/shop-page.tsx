import { useStore } from '@nanostores/react';
import { company } from '@shop/shared/company';
import { $location, useAppLocation } from '@shop/shared/navigation';
import { useEffect, useRef, useState } from 'react';
import type { PageProps } from '../../app/page-props';
import { fetchCategories } from '../../catalog-api/fetch-categories';
import { fetchProducts } from '../../catalog-api/fetch-products';
import { hasActiveFilters } from '../model/filters';
import { createShop } from '../model/shop-controller';
import { CategoryChips } from './category-chips';
import { FiltersDrawer } from './filters-drawer';
import { ListingError, NoProductsFound } from './listing-states';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ShopToolbar } from './shop-toolbar';

/** /shop: every active product, narrowed by category, price and rating and sorted as asked. */
export function ShopPage(_props: PageProps) {
  const [shop] = useState(() => createShop({ sources: { fetchProducts, fetchCategories }, search: $location.get().search }));
  const { filters, listing } = shop;
  const location = useAppLocation();
  const { applied } = useStore(filters.$filters);
  const { status, products, total } = useStore(listing.$listing);
  const { items: categories } = useStore(listing.$categories);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);

  useEffect(() => shop.start(), [shop]);

  // A shared link, Back or Forward: the address is the truth for the applied filters.
  useEffect(() => {
    if (location.pathname === '/shop') filters.syncFromSearch(location.search);
  }, [filters, location.pathname, location.search]);

  useEffect(() => {
    document.title = `Our Products | ${company.name}`;
  }, []);

  const filtered = hasActiveFilters(applied);

  return (
    <div className="cat:mx-auto cat:w-full cat:max-w-7xl cat:px-4 cat:py-8 cat:sm:px-6 cat:lg:py-10">
      <header className="cat:flex cat:flex-col cat:gap-1">
        <h1 className="cat:text-3xl cat:font-bold cat:tracking-tight cat:text-slate-900">Our Products</h1>
        <p className="cat:text-slate-600">Detergents and cleaners for every corner of the home.</p>
      </header>

      <CategoryChips categories={categories} selected={applied.category} onSelect={filters.changeCategory} />

      <ShopToolbar
        ref={filtersButton}
        status={status}
        count={total}
        sort={applied.sort}
        applied={applied}
        onSort={filters.changeSort}
        onOpenFilters={() => {
          filters.discardDraft();
          setDrawerOpen(true);
        }}
      />

      <section aria-label="Products" aria-busy={status === 'loading'} className="cat:mt-6">
        {status === 'loading' && <ProductGridSkeleton />}
        {status === 'failed' && <ListingError onRetry={() => void listing.retry()} />}
        {status === 'ready' &&
          (products.length > 0 ? <ProductGrid products={products} /> : <NoProductsFound filtered={filtered} onReset={filters.reset} />)}
      </section>

      {drawerOpen && (
        <FiltersDrawer
          filters={filters}
          categories={categories}
          onClose={() => {
            setDrawerOpen(false);
            filtersButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

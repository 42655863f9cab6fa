import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { ShopPage } from '../shop/components/shop-page';
import { shopHead as head } from '../shop/model/shop-head';
import { loadShop as loader, type ShopData } from '../shop/model/shop-loader';

export default function ShopPageExposed(props: PageProps<ShopData>) {
  return (
    <CatalogBoundary>
      <ShopPage {...props} />
    </CatalogBoundary>
  );
}

export { head, loader };

// What the shell loads from this module, checked against the page contract.
({ default: ShopPageExposed, head, loader }) satisfies PageModule<ShopData>;

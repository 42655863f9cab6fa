import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import type { PageProps } from '../app/page-props';
import { ShopPage } from '../shop/components/shop-page';

export default function ShopPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <ShopPage {...props} />
    </CatalogBoundary>
  );
}

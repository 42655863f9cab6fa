import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { ShopPage } from '../shop/components/shop-page';
import type { ShopData } from '../shop/model/shop-loader';

export { shopHead as head } from '../shop/model/shop-head';
export { loadShop as loader } from '../shop/model/shop-loader';

export default function ShopPageExposed(props: PageProps<ShopData>) {
  return (
    <CatalogBoundary>
      <ShopPage {...props} />
    </CatalogBoundary>
  );
}

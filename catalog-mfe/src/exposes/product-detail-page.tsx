import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { ProductDetailPage } from '../product-detail/components/product-detail-page';
import type { ProductDetailData } from '../product-detail/model/product-loader';

export { productHead as head } from '../product-detail/model/product-head';
export { loadProduct as loader } from '../product-detail/model/product-loader';

export default function ProductDetailPageExposed(props: PageProps<ProductDetailData>) {
  return (
    <CatalogBoundary>
      <ProductDetailPage {...props} />
    </CatalogBoundary>
  );
}

import '../styles.css';
import { CatalogBoundary } from '../app/catalog-boundary';
import type { PageProps } from '../app/page-props';
import { ProductDetailPage } from '../product-detail/components/product-detail-page';

export default function ProductDetailPageExposed(props: PageProps) {
  return (
    <CatalogBoundary>
      <ProductDetailPage {...props} />
    </CatalogBoundary>
  );
}

import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { CatalogBoundary } from '../app/catalog-boundary';
import { ProductDetailPage } from '../product-detail/components/product-detail-page';
import { productHead as head } from '../product-detail/model/product-head';
import { loadProduct as loader, type ProductDetailData } from '../product-detail/model/product-loader';

export default function ProductDetailPageExposed(props: PageProps<ProductDetailData>) {
  return (
    <CatalogBoundary>
      <ProductDetailPage {...props} />
    </CatalogBoundary>
  );
}

export { head, loader };

// What the shell loads from this module, checked against the page contract.
({ default: ProductDetailPageExposed, head, loader }) satisfies PageModule<ProductDetailData>;

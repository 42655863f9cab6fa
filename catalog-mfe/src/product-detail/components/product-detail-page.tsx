import type { Product } from '@shop/shared/contracts';
import { reloadPageData } from '@shop/shared/navigation';
import type { PageProps } from '@shop/shared/page';
import { PageContainer } from '@shop/shared/ui';
import type { ProductDetailData } from '../model/product-loader';
import { useDetailLoadEffects } from '../model/use-detail-load-effects';
import { ProductLoadError, ProductNotFound } from './detail-states';
import { ImageGallery } from './image-gallery';
import { LinkedProducts } from './linked-products';
import { ProductRatings } from './product-ratings';
import { ProductSummary } from './product-summary';
import { ProductTabs } from './product-tabs';
import { WhyShopWithUs } from './why-shop-with-us';

function ProductDetails({ product }: { product: Product }) {
  return (
    <>
      <div className="cat:grid cat:gap-8 cat:md:grid-cols-2 cat:lg:gap-12">
        <ImageGallery images={product.productImages ?? []} productName={product.productName} />
        <ProductSummary product={product} />
      </div>
      <WhyShopWithUs />
      <ProductTabs product={product} />
      <ProductRatings ratings={product.ratings ?? []} />
      <LinkedProducts products={product.linkedProducts} />
    </>
  );
}

/** /product/{productId}: one product with its gallery, price, buying options and details. */
export function ProductDetailPage({ data }: PageProps<ProductDetailData>) {
  useDetailLoadEffects(data);
  return (
    <PageContainer>
      {data.status === 'not-found' && <ProductNotFound />}
      {data.status === 'failed' && <ProductLoadError onRetry={reloadPageData} />}
      {/* Keyed by id so the gallery, tabs and quantity start fresh on another product. */}
      {data.status === 'ready' && <ProductDetails key={data.product._id} product={data.product} />}
    </PageContainer>
  );
}

import { company } from '@shop/shared/company';
import type { Product } from '@shop/shared/contracts';
import { useEffect } from 'react';
import type { PageProps } from '../../app/page-props';
import { type ProductDetailState, useProductDetail } from '../model/use-product-detail';
import { ProductLoadError, ProductNotFound } from './detail-states';
import { ImageGallery } from './image-gallery';
import { LinkedProducts } from './linked-products';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductSummary } from './product-summary';
import { ProductTabs } from './product-tabs';
import { WhyShopWithUs } from './why-shop-with-us';

function pageTitle(state: ProductDetailState): string {
  if (state.status === 'ready') return `${state.product.productName} | ${company.name}`;
  if (state.status === 'not-found') return `Product Not Found | ${company.name}`;
  return `Product | ${company.name}`;
}

function ProductDetails({ product }: { product: Product }) {
  return (
    <>
      <div className="cat:grid cat:gap-8 cat:md:grid-cols-2 cat:lg:gap-12">
        <ImageGallery images={product.productImages ?? []} productName={product.productName} />
        <ProductSummary product={product} />
      </div>
      <WhyShopWithUs />
      <ProductTabs product={product} />
      <LinkedProducts products={product.linkedProducts} />
    </>
  );
}

/** /product/{productId}: one product with its gallery, price, buying options and details. */
export function ProductDetailPage({ params }: PageProps) {
  const { state, retry } = useProductDetail(params.productId);
  const title = pageTitle(state);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="cat:mx-auto cat:w-full cat:max-w-7xl cat:px-4 cat:py-6 cat:sm:px-6 cat:lg:py-10">
      {state.status === 'loading' && <ProductDetailSkeleton />}
      {state.status === 'not-found' && <ProductNotFound />}
      {state.status === 'error' && <ProductLoadError onRetry={retry} />}
      {/* Keyed by id so the gallery, tabs and quantity start fresh on another product. */}
      {state.status === 'ready' && <ProductDetails key={state.product._id} product={state.product} />}
    </div>
  );
}

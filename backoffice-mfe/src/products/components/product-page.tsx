import { shopperMessage } from '@shop/shared/api-client';
import type { ProductName, StaffCategory, StaffProduct } from '@shop/shared/contracts';
import { formatINR } from '@shop/shared/format';
import { Link, navigate } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { LoadView, Skeleton } from '@shop/shared/ui';
import { useState } from 'react';
import { readAddressed } from '../../app/addressed-record';
import { productsApi } from '../api/products-api';
import { ProductDeletion } from './product-deletion';
import { ProductForm } from './product-form';
import { ProductPictures } from './product-pictures';

export const PRODUCT_FAILED = 'The product could not be loaded. Please try again.';
/** What the API says of a product it does not know, and the page of an address whose id cannot be one. */
export const PRODUCT_NOT_FOUND = 'Product not found';

/** What the product page needs: the product (none when adding), the categories and the products to link. */
interface ProductPageData {
  product: StaffProduct | undefined;
  categories: StaffCategory[];
  products: ProductName[];
}

async function readAll(productId?: string): Promise<ProductPageData> {
  const [product, categories, products] = await Promise.all([
    productId ? productsApi.product(productId) : Promise.resolve(undefined),
    productsApi.categories(),
    productsApi.names(),
  ]);
  return { product, categories, products };
}

// An address that cannot name a product asks for nothing, not even the lists its form would need.
function readPage(productId: string | undefined): Promise<ProductPageData> {
  return productId === undefined ? readAll() : readAddressed(productId, PRODUCT_NOT_FOUND, readAll);
}

function Facts({ product }: { product: StaffProduct }) {
  return (
    <p className="bo:text-sm bo:text-slate-600">
      Stock {product.stock} ·{' '}
      <Link to={`/stock/${product.id}`} className="bo:font-semibold bo:text-brand-700 bo:underline">
        stock and its history
      </Link>{' '}
      · sold {product.salesCount} · rated {product.avgRating} by {product.ratingCount} · shown at{' '}
      <a href={`/product/${product.id}`} className="bo:font-semibold bo:text-brand-700 bo:underline">
        its shop page
      </a>{' '}
      for {formatINR(product.discountedAmount > 0 ? product.discountedAmount : product.price)}
    </p>
  );
}

/** Adds a product (`productId` 'new'), or edits one: its fields, its photos, and deleting one nobody ordered. */
export function ProductPage({ productId }: { productId: string }) {
  const adding = productId === 'new';
  const data = useQuery<ProductPageData | null>(['backoffice/product', productId], () => readPage(adding ? undefined : productId), null);
  // The form starts again from each saved copy, so its version is the one last saved.
  const [saved, setSaved] = useState<StaffProduct | undefined>();
  const product = saved && saved.id === productId ? saved : data.data?.product;
  const reload = () => {
    setSaved(undefined);
    data.retry();
  };

  return (
    <section aria-labelledby="product-title" className="bo:space-y-4">
      <p className="bo:text-sm">
        <Link to="/products" className="bo:font-semibold bo:text-brand-700 bo:underline">
          ← Products
        </Link>
      </p>
      <LoadView
        status={data.status}
        loading={<Skeleton className="bo:h-96 bo:w-full" />}
        failure={shopperMessage(data.error, PRODUCT_FAILED)}
        onRetry={data.retry}
      >
        {data.data ? (
          <>
            <div className="bo:space-y-1">
              <h1 id="product-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
                {product ? product.productName : 'Add a product'}
              </h1>
              {product ? (
                <Facts product={product} />
              ) : (
                <p className="bo:text-sm bo:text-slate-600">A new product starts at stock 0; photos are added once it is saved.</p>
              )}
            </div>
            {product ? <ProductPictures product={product} onChanged={setSaved} onChangedMeanwhile={reload} /> : null}
            <ProductForm
              key={`${product?.id ?? 'new'}-${product?.version ?? 0}`}
              product={product}
              categories={data.data.categories}
              products={data.data.products}
              onSaved={(next) => {
                setSaved(next);
                if (!product) navigate(`/products/${next.id}`, { replace: true });
              }}
              onChangedMeanwhile={reload}
              onCancel={() => navigate('/products')}
            />
            {product ? <ProductDeletion product={product} onFailed={reload} /> : null}
          </>
        ) : null}
      </LoadView>
    </section>
  );
}

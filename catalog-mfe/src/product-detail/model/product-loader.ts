import { ApiError } from '@shop/shared/api-client';
import type { Product } from '@shop/shared/contracts';
import type { PageLoaderArgs, PageResult } from '@shop/shared/page';
import { isRecordId } from '@shop/shared/routing';
import { fetchProduct } from '../../app/catalog-api/fetch-product';

/** What the detail page shows: the product, 'Product Not Found', or the failure it offers Retry for. */
export type ProductDetailData = { status: 'ready'; product: Product } | { status: 'not-found' } | { status: 'failed' };

const NOT_FOUND: PageResult<ProductDetailData> = { data: { status: 'not-found' }, status: 404 };

// 404 is an unknown or hidden product; 400 an id that cannot name one. Both mean there is nothing to show.
function isMissingProduct(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The detail page's loader: the product of the address; an unknown, withdrawn or malformed id answers 404. */
export async function loadProduct({ params }: Pick<PageLoaderArgs, 'params'>): Promise<PageResult<ProductDetailData>> {
  const productId = params.productId ?? '';
  if (!isRecordId(productId)) return NOT_FOUND;
  try {
    const product = await fetchProduct(productId);
    if (!product || product.isActive === false) return NOT_FOUND;
    return { data: { status: 'ready', product } };
  } catch (error) {
    if (isMissingProduct(error)) return NOT_FOUND;
    console.error('[catalog] loading the product failed', error);
    return { data: { status: 'failed' }, status: 503 };
  }
}

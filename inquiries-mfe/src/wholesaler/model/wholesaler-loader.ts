import type { PageResult } from '@shop/shared/page';
import { fetchProductOptions, type ProductOption } from '../api/fetch-product-options';

/** The selector's products, or the failure the form offers Retry for. */
export type ProductOptions = { status: 'ready'; products: ProductOption[] } | { status: 'failed' };

/** What /wholesaler shows besides its form: the products a wholesaler can ask for. */
export interface WholesalerData {
  options: ProductOptions;
}

/** The wholesaler page's loader: every active product for the selector (GET product p=0 l=1000). */
export async function loadWholesaler(): Promise<PageResult<WholesalerData>> {
  try {
    return { data: { options: { status: 'ready', products: await fetchProductOptions() } } };
  } catch (error) {
    console.error('[inquiries] loading the product list failed', error);
    return { data: { options: { status: 'failed' } }, status: 503 };
  }
}

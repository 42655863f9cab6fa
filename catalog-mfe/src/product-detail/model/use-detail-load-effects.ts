import { toast } from '@shop/shared/stores';
import { useEffect, useRef } from 'react';
import { recordProductView } from '../../app/catalog-api/record-product-view';
import type { ProductDetailData } from './product-loader';

/** The toast shown when the details could not be loaded for a reason other than a missing product. */
export const FETCH_ERROR_MESSAGE = 'Error while fetching product details';

/**
 * What the browser does once each time the page's loader has answered (a new product, or Retry):
 * counts one view of the product it shows, and says so when the details could not be loaded. The
 * loader cannot: it also runs on the server, where a toast would reach no one and a view would
 * count a crawler.
 */
export function useDetailLoadEffects(data: ProductDetailData): void {
  // Effects may run twice for one answer (React's StrictMode); the answer is acted on once.
  const handled = useRef<ProductDetailData | null>(null);
  useEffect(() => {
    if (handled.current === data) return;
    handled.current = data;
    // The view count is the server's bookkeeping; the shopper's page does not depend on it.
    if (data.status === 'ready') recordProductView(data.product._id).catch(() => undefined);
    if (data.status === 'failed') toast.error(FETCH_ERROR_MESSAGE);
  }, [data]);
}

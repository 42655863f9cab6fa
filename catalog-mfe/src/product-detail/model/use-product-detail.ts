import { ApiError } from '@shop/shared/api-client';
import type { Product } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';
import { useCallback, useEffect, useState } from 'react';
import { fetchProduct } from '../../catalog-api/fetch-product';
import { recordProductView } from '../../catalog-api/record-product-view';

/** Where loading a product's details stands. */
export type ProductDetailState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error' };

/** The toast shown when the details could not be loaded for a reason other than a missing product. */
export const FETCH_ERROR_MESSAGE = 'Error while fetching product details';

// 404 is an unknown or hidden product; 400 an id that cannot name one. Both mean there is nothing to show.
function isMissingProduct(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Loads a product whenever the id changes (or on retry) and counts one view per load. */
export function useProductDetail(productId: string | undefined): { state: ProductDetailState; retry: () => void } {
  const [state, setState] = useState<ProductDetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (!productId) {
      setState({ status: 'not-found' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    // The view count is the server's bookkeeping; the shopper's page does not depend on it.
    recordProductView(productId).catch(() => undefined);
    fetchProduct(productId).then(
      (product) => {
        if (current) setState({ status: 'ready', product });
      },
      (error: unknown) => {
        if (!current) return;
        if (isMissingProduct(error)) {
          setState({ status: 'not-found' });
          return;
        }
        toast.error(FETCH_ERROR_MESSAGE);
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [productId, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}

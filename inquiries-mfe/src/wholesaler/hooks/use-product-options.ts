import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchProductOptions, type ProductOption } from '../api/fetch-product-options';

/** The selector's products: loading, ready (perhaps empty) or failed. */
export type ProductOptionsState = { status: 'loading' } | { status: 'ready'; products: ProductOption[] } | { status: 'failed' };

/** Loads the product list when the form mounts; `retry` loads it again after a failure. */
export function useProductOptions(): ProductOptionsState & { retry: () => void } {
  const [state, setState] = useState<ProductOptionsState>({ status: 'loading' });
  // A reply arriving after the form has gone is dropped.
  const mounted = useRef(false);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchProductOptions()
      .then((products) => mounted.current && setState({ status: 'ready', products }))
      .catch(() => mounted.current && setState({ status: 'failed' }));
  }, []);

  useEffect(() => {
    mounted.current = true;
    load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  return { ...state, retry: load };
}

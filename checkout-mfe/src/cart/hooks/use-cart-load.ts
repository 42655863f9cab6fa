import type { CartLine } from '@shop/shared/contracts';
import { replaceCart } from '@shop/shared/stores';
import { useCallback, useEffect, useState } from 'react';
import { fetchCart } from '../api/fetch-cart';
import { CART_MESSAGES } from '../model/cart-messages';
import { $coupon } from '../model/coupon-state';

export type LoadStatus = 'loading' | 'error' | 'ready';

/** Reads the cart when the page opens into the shared store, so the header's badge follows it. */
export function useCartLoad() {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [freeProducts, setFreeProducts] = useState<CartLine[]>([]);
  const [freeDeliveryAbove, setFreeDeliveryAbove] = useState<number | null>(null);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const { cart, freeProducts: free, freeDeliveryAbove: threshold } = await fetchCart();
      replaceCart(cart);
      setFreeProducts(free);
      setFreeDeliveryAbove(threshold);
      // A quote from an earlier visit was for a cart that may have changed since.
      $coupon.set(null);
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { status, freeProducts, setFreeProducts, freeDeliveryAbove, load, loadError: CART_MESSAGES.fetchFailed } as const;
}

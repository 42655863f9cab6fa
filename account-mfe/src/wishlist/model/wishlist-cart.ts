import type { Product } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';

/** What the Add to Cart button says until the cart ships, as the catalogue's does. */
export const CART_NOT_AVAILABLE = 'Cart is not available yet.';

/**
 * Add to Cart on a wish-list card. The cart's server call and store update belong to the cart
 * work; this is the single place that replaces.
 */
export function addWishlistItemToCart(_product: Product): void {
  toast.info(CART_NOT_AVAILABLE);
}

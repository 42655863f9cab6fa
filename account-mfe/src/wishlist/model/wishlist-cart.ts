import { addProductToCart } from '@shop/shared/cart';
import type { ProductCard } from '@shop/shared/contracts';

/**
 * Add to Cart on a wish-list card: one unit through the shared cart action, which posts it,
 * puts the line in the cart the header counts, shows the toast and ignores a second press
 * while the first is on its way. The product stays on the wish list.
 */
export function addWishlistItemToCart(product: ProductCard): Promise<boolean> {
  return addProductToCart(product, 1);
}

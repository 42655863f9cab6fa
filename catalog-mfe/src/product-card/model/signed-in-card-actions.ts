import type { Product } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';
import { toggleWishlistItem } from '@shop/shared/wishlist';

/** Which of the card's buttons a signed-in shopper pressed. */
export type CardAction = 'cart' | 'wishlist';

/** What a shopper sees until the cart calls are wired in. */
export const NOT_AVAILABLE_YET = 'Cart is not available yet.';

/**
 * A signed-in shopper's cart or wish-list press on a product card. The heart saves through the
 * shared wish-list toggle (the heart changes at once and goes back if saving fails); the cart's
 * server calls belong to the cart work, and this is the single place that replaces.
 */
export function handleSignedInCardAction(action: CardAction, product: Product): void {
  if (action === 'wishlist') {
    void toggleWishlistItem(product);
    return;
  }
  toast.info(NOT_AVAILABLE_YET);
}

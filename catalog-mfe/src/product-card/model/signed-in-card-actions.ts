import type { Product } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';

/** Which of the card's buttons a signed-in shopper pressed. */
export type CardAction = 'cart' | 'wishlist';

/** What a shopper sees until the cart and wish list calls are wired in. */
export const NOT_AVAILABLE_YET: Record<CardAction, string> = {
  cart: 'Cart is not available yet.',
  wishlist: 'Wish list is not available yet.',
};

/**
 * A signed-in shopper's cart or wish-list press on a product card. The server calls and the
 * store updates belong to the cart work; this is the single place that replaces.
 */
export function handleSignedInCardAction(action: CardAction, _product: Product): void {
  toast.info(NOT_AVAILABLE_YET[action]);
}

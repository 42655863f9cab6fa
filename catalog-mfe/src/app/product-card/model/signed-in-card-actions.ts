import { addProductToCart, changeCartQuantity, removeProductFromCart } from '@shop/shared/cart';
import type { ProductCard } from '@shop/shared/contracts';
import { findCartLine } from '@shop/shared/stores';
import { toggleWishlistItem } from '@shop/shared/wishlist';

/** Which of the card's buttons a signed-in shopper pressed. */
export type CardAction = 'cart' | 'wishlist' | 'increase' | 'decrease';

/**
 * A signed-in shopper's press on a product card. The cart button adds one unit or, when the
 * product is in the cart, removes its line; − and + change the line by one; the heart saves
 * through the shared wish-list toggle. The shared actions show the toasts and send nothing
 * while a call for the same product is on its way.
 */
export function handleSignedInCardAction(action: CardAction, product: ProductCard): void {
  switch (action) {
    case 'wishlist':
      void toggleWishlistItem(product);
      return;
    case 'increase':
      void changeCartQuantity(product._id, 1);
      return;
    case 'decrease':
      void changeCartQuantity(product._id, -1);
      return;
    case 'cart':
      if (findCartLine(product._id)) void removeProductFromCart(product._id);
      else void addProductToCart(product, 1);
  }
}

import { addProductToCart, changeCartQuantity, removeProductFromCart } from '@shop/shared/cart';
import type { ProductCard } from '@shop/shared/contracts';
import { findCartLine } from '@shop/shared/stores';

/** Which of the card's cart buttons a signed-in shopper pressed. */
export type CardCartAction = 'cart' | 'increase' | 'decrease' | 'add-one';

/**
 * A signed-in shopper's press on a card's cart controls. The cart button adds one unit or, when the
 * product is in the cart, removes its line; − and + change the line by one. A single button (a wish
 * list's) adds one unit at each press. The shared cart actions
 * show the toasts and send nothing while a call for the same product is on its way.
 */
export function handleCardCartAction(action: CardCartAction, product: ProductCard): void {
  switch (action) {
    case 'increase':
      void changeCartQuantity(product._id, 1);
      return;
    case 'decrease':
      void changeCartQuantity(product._id, -1);
      return;
    case 'add-one':
      void addProductToCart(product, 1);
      return;
    case 'cart':
      if (findCartLine(product._id)) void removeProductFromCart(product._id);
      else void addProductToCart(product, 1);
  }
}

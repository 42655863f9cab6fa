import { addProductToCart, removeProductFromCart, setCartQuantity } from '@shop/shared/cart';
import type { Product } from '@shop/shared/contracts';

/** What a signed-in shopper asked a product page's cart controls to do. */
export type PurchaseAction =
  | { kind: 'add-to-cart'; quantity: number }
  | { kind: 'remove-from-cart' }
  | { kind: 'update-quantity'; quantity: number };

/** A product page's toast when adding or removing fails for a reason the server did not put into words. */
export const CART_CHANGE_FAILED = 'Failed to add product to cart';

/**
 * A signed-in shopper's cart action on a product page, through the shared cart actions (which show
 * the toasts and send nothing while a call for the product is on its way). Resolves true when the
 * action was applied; a quantity change that resolves false is reverted by the caller.
 */
export async function runPurchaseAction(action: PurchaseAction, product: Product): Promise<boolean> {
  switch (action.kind) {
    case 'add-to-cart':
      return addProductToCart(product, action.quantity, { failureMessage: CART_CHANGE_FAILED });
    case 'remove-from-cart':
      return removeProductFromCart(product._id, { failureMessage: CART_CHANGE_FAILED });
    case 'update-quantity':
      return (await setCartQuantity(product._id, action.quantity)).saved;
  }
}

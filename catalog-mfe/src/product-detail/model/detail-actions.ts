import { addProductToCart, removeProductFromCart, setCartQuantity } from '@shop/shared/cart';
import type { Product } from '@shop/shared/contracts';
import { navigate } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { toggleWishlistItem } from '@shop/shared/wishlist';

/** The toast a guest sees when trying to use the cart or the wish list. */
export const SIGN_IN_PROMPT = 'Please Log In';

/** The address of a product's detail page. */
export function productPath(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

/** Tells a guest to sign in and takes them to /signin, remembering this product to come back to. */
export function sendGuestToSignIn(productId: string): void {
  toast.error(SIGN_IN_PROMPT);
  navigate('/signin', { state: { from: productPath(productId) } });
}

/** What a signed-in shopper asked the detail page to do. */
export type DetailAction =
  | { kind: 'add-to-cart'; quantity: number }
  | { kind: 'remove-from-cart' }
  | { kind: 'update-quantity'; quantity: number }
  | { kind: 'toggle-wishlist' };

/** The detail page's toast when adding or removing fails for a reason the server did not put into words. */
export const CART_CHANGE_FAILED = 'Failed to add product to cart';

/**
 * A signed-in shopper's cart or wish-list action on the detail page, through the shared cart
 * actions (which show the toasts and send nothing while a call for the product is on its way)
 * and the shared wish-list toggle. Resolves true when the action was applied; a quantity change
 * that resolves false is reverted by the caller.
 */
export async function handleSignedInDetailAction(action: DetailAction, product: Product): Promise<boolean> {
  switch (action.kind) {
    case 'toggle-wishlist':
      return toggleWishlistItem(product);
    case 'add-to-cart':
      return addProductToCart(product, action.quantity, { failureMessage: CART_CHANGE_FAILED });
    case 'remove-from-cart':
      return removeProductFromCart(product._id, { failureMessage: CART_CHANGE_FAILED });
    case 'update-quantity':
      return (await setCartQuantity(product._id, action.quantity)).saved;
  }
}

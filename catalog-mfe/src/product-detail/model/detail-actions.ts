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
  | { kind: 'update-quantity'; cartId: string; quantity: number }
  | { kind: 'toggle-wishlist' };

/** What a shopper sees until the cart calls are wired in. */
export const NOT_AVAILABLE_YET = 'Cart is not available yet.';

/**
 * A signed-in shopper's cart or wish-list action on the detail page. The heart and Save to
 * Favorites save through the shared wish-list toggle, which puts the heart back if saving fails.
 * The cart's server calls and store updates belong to the cart work; this is the single place
 * that replaces. Resolves true when the action was applied; a quantity change that resolves
 * false or rejects is reverted.
 */
export async function handleSignedInDetailAction(action: DetailAction, product: Product): Promise<boolean> {
  if (action.kind === 'toggle-wishlist') return toggleWishlistItem(product);
  toast.info(NOT_AVAILABLE_YET);
  return false;
}

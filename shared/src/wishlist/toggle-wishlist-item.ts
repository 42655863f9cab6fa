// Package paths, not relative ones: a remote that bundles this module must still reach the
// client and stores the shell shares, or the heart would change a private copy of the wish list.
import { request, sessionCallMessage } from '@shop/shared/api-client';
import type { ProductCard } from '@shop/shared/contracts';
import { createItemChanges, QUERY_ROOTS } from '@shop/shared/query';
import { $wishlist, initWishlist, isInWishlist, toast, toggleWishlist } from '@shop/shared/stores';

/** The toast when the toggle fails for a reason the server did not put into words. */
export const WISHLIST_SAVE_FAILED = 'Could not update your wish list. Please try again.';

// A second press of a heart whose toggle is on its way sends nothing; a saved toggle invalidates the
// wish list's reads (the account's wish-list page).
const toggles = createItemChanges(QUERY_ROOTS.wishlist);

/** Whether a toggle of this product (or, without an id, of any product) is waiting for the server. */
export function isWishlistTogglePending(productId?: string): boolean {
  const running = toggles.running();
  return productId === undefined ? running.length > 0 : running.includes(productId);
}

// Makes the list hold the product or not, at its old place when it comes back.
function settle(product: ProductCard, shouldBeIn: boolean, index: number): void {
  const list = $wishlist.get();
  // A list cleared meanwhile (signed out) stays cleared.
  if (!list) return;
  const present = list.some((item) => item._id === product._id);
  const at = index < 0 ? list.length : index;
  if (shouldBeIn && !present) initWishlist([...list.slice(0, at), product, ...list.slice(at)]);
  if (!shouldBeIn && present) initWishlist(list.filter((item) => item._id !== product._id));
}

/**
 * Adds a product to the wish list or takes it off: the heart changes at once, then
 * `POST profile/wishlist` saves it. On failure the heart is put back and a toast says why.
 * Resolves true when the server saved the change, false when it failed or when a toggle of
 * the same product was still in flight (no second request is sent then).
 */
export function toggleWishlistItem(product: ProductCard): Promise<boolean> {
  return toggles.run(product._id, false, () => saveToggle(product));
}

async function saveToggle(product: ProductCard): Promise<boolean> {
  const wasIn = isInWishlist(product._id);
  const index = ($wishlist.get() ?? []).findIndex((item) => item._id === product._id);
  toggleWishlist(product);
  try {
    const reply = await request('POST', 'profile/wishlist', { productId: product._id });
    // The server's list is the truth, unless another product's toggle is still on its way
    // and would be undone by it; then only this product is made to agree with the server.
    if ($wishlist.get() === null) return true;
    if (toggles.running().length === 1 && Array.isArray(reply.data?.wishlist)) initWishlist(reply.data.wishlist);
    else if (typeof reply.data?.added === 'boolean') settle(product, reply.data.added, index);
    return true;
  } catch (error) {
    settle(product, wasIn, index);
    toast.error(sessionCallMessage(error, WISHLIST_SAVE_FAILED));
    return false;
  }
}

import { useStore } from '@nanostores/react';
import { shopperMessage } from '@shop/shared/api-client';
import type { Product } from '@shop/shared/contracts';
import { QUERY_ROOTS, useQuery } from '@shop/shared/query';
import { $wishlist, initWishlist } from '@shop/shared/stores';
import { isWishlistTogglePending } from '@shop/shared/wishlist';
import { fetchWishlist } from '../api/fetch-wishlist';

/** The message when the list could not be read and none is known yet. */
export const WISHLIST_LOAD_FAILED = 'Could not load your wish list. Please try again.';

async function refreshWishlist(): Promise<Product[]> {
  const list = await fetchWishlist();
  // A heart still on its way to the server would be undone by a list read before it arrived.
  if (!isWishlistTogglePending()) initWishlist(list);
  return list;
}

/**
 * The wish list the page shows: the store's (set from the profile at start), refreshed from the
 * server when the page opens, and again after a heart is saved, so it is current. The page shows an error only when no list is known.
 */
export function useWishlistPage() {
  const wishlist = useStore($wishlist);
  const { status, error, retry } = useQuery([QUERY_ROOTS.wishlist], refreshWishlist, null);
  return {
    items: wishlist ?? [],
    status: wishlist ? 'ready' : status,
    loadError: status === 'failed' ? shopperMessage(error, WISHLIST_LOAD_FAILED) : null,
    retry,
  } as const;
}

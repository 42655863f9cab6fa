import { useStore } from '@nanostores/react';
import { errorMessage } from '@shop/shared/api-client';
import { $wishlist, initWishlist } from '@shop/shared/stores';
import { isWishlistTogglePending } from '@shop/shared/wishlist';
import { useCallback, useEffect, useState } from 'react';
import { fetchWishlist } from '../api/fetch-wishlist';

/** The message when the list could not be read and none is known yet. */
export const WISHLIST_LOAD_FAILED = 'Could not load your wish list. Please try again.';

/**
 * The wish list the page shows: the store's (set from the profile at start), refreshed from the
 * server when the page opens so it is current. The page shows an error only when no list is known.
 */
export function useWishlistPage() {
  const wishlist = useStore($wishlist);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(true);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    setLoadError(null);
    try {
      const list = await fetchWishlist();
      // A heart still on its way to the server would be undone by a list read before it arrived.
      if (!isWishlistTogglePending()) initWishlist(list);
    } catch (error) {
      setLoadError(errorMessage(error, WISHLIST_LOAD_FAILED));
    } finally {
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const status = wishlist ? 'ready' : refreshing ? 'loading' : loadError ? 'error' : 'ready';
  return { items: wishlist ?? [], status, loadError, refresh } as const;
}

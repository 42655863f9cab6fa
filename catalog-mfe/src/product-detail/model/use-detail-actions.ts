import { useStore } from '@nanostores/react';
import type { CartLine, Product } from '@shop/shared/contracts';
import { $cart, $session, $wishlist, findCartLine, isInWishlist } from '@shop/shared/stores';
import { useHydrated } from '@shop/shared/ui';
import { useState } from 'react';
import { type DetailAction, handleSignedInDetailAction, sendGuestToSignIn } from './detail-actions';

/** The product's place in the cart and the wish list, and a way to act on them. */
export interface DetailActions {
  line: CartLine | undefined;
  inWishlist: boolean;
  /** True while a cart action is pending. */
  processing: boolean;
  /** Runs an action for a signed-in shopper; a guest is told to sign in instead. */
  run: (action: DetailAction) => void;
}

/** Cart and wish-list state of one product on the detail page. */
export function useDetailActions(product: Product): DetailActions {
  const { isLoggedIn, profileLoading } = useStore($session);
  // Subscribing re-renders when the cart or the wish list changes.
  useStore($cart);
  useStore($wishlist);
  const [processing, setProcessing] = useState(false);

  const run = (action: DetailAction) => {
    // Until the start-up profile load answers, a signed-in shopper would look like a guest: wait.
    if (profileLoading) return;
    if (!isLoggedIn) {
      sendGuestToSignIn(product._id);
      return;
    }
    const tracked = action.kind === 'add-to-cart' || action.kind === 'remove-from-cart';
    if (tracked) setProcessing(true);
    void handleSignedInDetailAction(action, product).finally(() => {
      if (tracked) setProcessing(false);
    });
  };

  // The server renders the page as a guest's: the shopper's cart line and wish list show once hydrated.
  const hydrated = useHydrated();
  return {
    line: hydrated ? findCartLine(product._id) : undefined,
    inWishlist: hydrated && isInWishlist(product._id),
    processing,
    run,
  };
}

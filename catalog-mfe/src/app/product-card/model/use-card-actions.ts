import { useStore } from '@nanostores/react';
import { $cartActionsPending } from '@shop/shared/cart';
import type { ProductCard } from '@shop/shared/contracts';
import { $cart, $session, $wishlist, findCartLine, isInWishlist } from '@shop/shared/stores';
import { useHydrated } from '@shop/shared/ui';
import { cartButtonState } from './cart-button-state';
import { sendGuestToSignIn } from './guest-prompt';
import { type CardAction, handleSignedInCardAction } from './signed-in-card-actions';

/**
 * What a card shows of the shopper's cart and wish list for its product, and what its buttons do.
 * The server renders every card as a guest's: the shopper's cart and wish list show once hydrated.
 */
export function useCardActions(product: ProductCard) {
  const { isLoggedIn, profileLoading } = useStore($session);
  // Subscribing re-renders the card when the cart or the wish list changes.
  useStore($cart);
  useStore($wishlist);
  const pendingActions = useStore($cartActionsPending);
  const hydrated = useHydrated();
  const pending = hydrated ? pendingActions[product._id] : undefined;
  const line = hydrated ? findCartLine(product._id) : undefined;
  const processing = pending === 'add' || pending === 'remove';
  // Until the start-up profile load answers, a signed-in shopper would look like a guest: wait.
  const press = (action: CardAction) => {
    if (profileLoading) return;
    if (isLoggedIn) handleSignedInCardAction(action, product);
    else sendGuestToSignIn();
  };
  return {
    pending,
    line,
    inWishlist: hydrated && isInWishlist(product._id),
    state: cartButtonState({ outOfStock: product.isOutOfStock, processing, inCart: Boolean(line) }),
    press,
  };
}

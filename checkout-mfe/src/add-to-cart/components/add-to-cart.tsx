import { useStore } from '@nanostores/react';
import { sendGuestToSignIn } from '@shop/shared/auth';
import { $cartActionsPending } from '@shop/shared/cart';
import type { FragmentProps } from '@shop/shared/fragments';
import { $cart, $session, findCartLine } from '@shop/shared/stores';
import { Button, useHydrated } from '@shop/shared/ui';
import { type CardCartAction, handleCardCartAction } from '../model/card-cart-actions';
import { cartButtonState } from '../model/cart-button-state';
import { CardQuantityStepper } from './card-quantity-stepper';
import { CartButton } from './cart-button';

/**
 * A product card's cart controls, embedded by other sections' cards: Add To Cart (or Remove Product),
 * and − and + once the product is in the cart; or, as `single`, one Add to Cart button that adds a
 * unit at each press and stays (a wish list's card). A guest is sent to sign in.
 */
export function AddToCart({ product, variant = 'card' }: FragmentProps['add-to-cart']) {
  const { isLoggedIn, profileLoading } = useStore($session);
  // Subscribing re-renders the controls when the cart changes.
  useStore($cart);
  const pendingActions = useStore($cartActionsPending);
  // The server renders every card as a guest's: the shopper's cart shows once hydrated.
  const hydrated = useHydrated();
  const pending = hydrated ? pendingActions[product._id] : undefined;
  const line = hydrated ? findCartLine(product._id) : undefined;
  const processing = pending === 'add' || pending === 'remove';
  const state = cartButtonState({ outOfStock: product.isOutOfStock, processing, inCart: Boolean(line) });

  // Until the start-up profile load answers, a signed-in shopper would look like a guest: wait.
  const press = (action: CardCartAction) => {
    if (profileLoading) return;
    if (isLoggedIn) handleCardCartAction(action, product);
    else sendGuestToSignIn();
  };

  if (variant === 'single')
    return (
      <Button onClick={() => press('add-one')} busy={pending === 'add'} disabled={product.isOutOfStock} className="chk:w-full">
        {product.isOutOfStock ? 'Out of Stock' : 'Add to Cart'}
      </Button>
    );

  return (
    <div className="chk:flex chk:flex-col chk:gap-2">
      {line && state === 'in-cart' && (
        <CardQuantityStepper
          productName={product.productName}
          quantity={line.quantity}
          busy={pending !== undefined}
          onDecrease={() => press('decrease')}
          onIncrease={() => press('increase')}
        />
      )}
      <CartButton state={state} removing={pending === 'remove'} onClick={() => press('cart')} />
    </div>
  );
}

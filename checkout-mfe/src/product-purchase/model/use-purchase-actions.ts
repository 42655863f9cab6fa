import { useStore } from '@nanostores/react';
import { sendGuestToSignIn } from '@shop/shared/auth';
import type { CartLine, Product } from '@shop/shared/contracts';
import { $cart, $session, findCartLine } from '@shop/shared/stores';
import { useHydrated } from '@shop/shared/ui';
import { useState } from 'react';
import { type PurchaseAction, runPurchaseAction } from './purchase-actions';

/** The product's line in the cart, and a way to act on it. */
export interface PurchaseActions {
  line: CartLine | undefined;
  /** True while adding or removing is on its way. */
  processing: boolean;
  /** Runs an action for a signed-in shopper; a guest is told to sign in instead. */
  run: (action: PurchaseAction) => Promise<boolean>;
}

/** The cart state of one product on its page. */
export function usePurchaseActions(product: Product): PurchaseActions {
  const { isLoggedIn, profileLoading } = useStore($session);
  // Subscribing re-renders when the cart changes.
  useStore($cart);
  const [processing, setProcessing] = useState(false);

  const run = async (action: PurchaseAction) => {
    // Until the start-up profile load answers, a signed-in shopper would look like a guest: wait.
    if (profileLoading) return false;
    if (!isLoggedIn) {
      sendGuestToSignIn();
      return false;
    }
    const tracked = action.kind !== 'update-quantity';
    if (tracked) setProcessing(true);
    try {
      return await runPurchaseAction(action, product);
    } finally {
      if (tracked) setProcessing(false);
    }
  };

  // The server renders the page as a guest's: the shopper's cart line shows once hydrated.
  const line = useHydrated() ? findCartLine(product._id) : undefined;
  return { line, processing, run };
}

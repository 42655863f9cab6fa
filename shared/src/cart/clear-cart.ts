import { request } from '@shop/shared/api-client';
import { emptyCart, toast } from '@shop/shared/stores';
import { CART_MESSAGES } from './cart-messages';

/** `POST cart/clear`, then `$cart` empty. Resolves true when the server emptied the cart. */
export async function clearCart(): Promise<boolean> {
  try {
    await request('POST', 'cart/clear');
    emptyCart();
    toast.success(CART_MESSAGES.cleared);
    return true;
  } catch {
    toast.error(CART_MESSAGES.clearFailed);
    return false;
  }
}

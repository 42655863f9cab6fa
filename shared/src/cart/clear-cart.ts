import { request } from '@shop/shared/api-client';
import { invalidateQueries, QUERY_ROOTS } from '@shop/shared/query';
import { emptyCart, toast } from '@shop/shared/stores';
import { CART_MESSAGES } from './cart-messages';

/** `POST cart/clear`, then `$cart` empty. Resolves true when the server emptied the cart. */
export async function clearCart(): Promise<boolean> {
  try {
    await request('POST', 'cart/clear');
    emptyCart();
    invalidateQueries(QUERY_ROOTS.cart);
    toast.success(CART_MESSAGES.cleared);
    return true;
  } catch {
    toast.error(CART_MESSAGES.clearFailed);
    return false;
  }
}

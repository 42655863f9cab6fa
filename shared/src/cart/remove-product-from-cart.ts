import { ApiError, request } from '@shop/shared/api-client';
import { findCartLine, removeFromCart, toast } from '@shop/shared/stores';
import type { CartActionOptions } from './add-product-to-cart';
import { runCartChange } from './cart-changes';
import { CART_MESSAGES } from './cart-messages';

async function deleteLine(productId: string, options: CartActionOptions): Promise<boolean> {
  const line = findCartLine(productId);
  const cartId = line?.id;
  if (!cartId) return false;
  try {
    await request('DELETE', `cart/${encodeURIComponent(cartId)}`);
    removeFromCart(productId);
    toast.success(options.successMessage ?? CART_MESSAGES.removed);
    return true;
  } catch (error) {
    // The server no longer holds the line: the store follows it.
    if (error instanceof ApiError && error.status === 404) removeFromCart(productId);
    toast.error(options.failureMessage ?? CART_MESSAGES.removeFailed);
    return false;
  }
}

/**
 * Takes a product's line out of the cart: `DELETE cart/:cartId`, then out of `$cart`.
 * Resolves true when removed; false when it failed, the product has no line, or a call for it
 * was still on its way.
 */
export function removeProductFromCart(productId: string, options: CartActionOptions = {}): Promise<boolean> {
  return runCartChange(productId, 'remove', false, () => deleteLine(productId, options));
}

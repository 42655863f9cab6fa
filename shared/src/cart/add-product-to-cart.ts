// Package paths, not relative ones: a remote bundling this module must reach the shell's client and stores.
import { hasErrorCode, request, sessionCallMessage } from '@shop/shared/api-client';
import type { ProductCard } from '@shop/shared/contracts';
import { addToCart, setQuantity, toast } from '@shop/shared/stores';
import { runCartChange } from './cart-changes';
import { CART_MESSAGES } from './cart-messages';

/** Options of a cart action: the toasts when a page words them differently (the cart page does). */
export interface CartActionOptions {
  successMessage?: string;
  failureMessage?: string;
}

async function postToCart(product: ProductCard, quantity: number, options: CartActionOptions): Promise<boolean> {
  if (product.isOutOfStock) {
    toast.error(CART_MESSAGES.outOfStock);
    return false;
  }
  try {
    const reply = await request('POST', 'cart', { productId: product._id, quantity });
    const cartId = reply.data?._id ?? reply.data?.cart?._id;
    addToCart(product, quantity, cartId);
    // The server's total is the truth when the line already held units.
    const held = reply.data?.cart?.quantity;
    if (typeof held === 'number') setQuantity(product._id, held);
    const message = typeof reply.message === 'string' && reply.message.includes('only add') ? reply.message : CART_MESSAGES.added;
    toast.success(message);
    return true;
  } catch (error) {
    if (hasErrorCode(error, 'OUT_OF_STOCK')) toast.error(CART_MESSAGES.outOfStock);
    else if (hasErrorCode(error, 'STOCK_LIMIT')) toast.warning(error.message);
    else toast.error(sessionCallMessage(error, options.failureMessage ?? CART_MESSAGES.addFailed));
    return false;
  }
}

/**
 * Puts units of a product in the signed-in shopper's cart: `POST cart`, then the line in `$cart`
 * with the server's cart id. Resolves true when added; false when refused, failed, or when a
 * call for this product was still on its way (nothing is sent then).
 */
export function addProductToCart(product: ProductCard, quantity = 1, options: CartActionOptions = {}): Promise<boolean> {
  return runCartChange(product._id, 'add', false, () => postToCart(product, quantity, options));
}

import { request } from '@shop/shared/api-client';
import type { CartLine } from '@shop/shared/contracts';
import { cartLinesFromReply, replaceCart } from '@shop/shared/stores';

/** The cart as the server holds it: the paid lines and the free ones, oldest first. */
export interface ServerCart {
  cart: CartLine[];
  freeProducts: CartLine[];
  /** The subtotal (rupees) from which delivery is free; null when the reply did not say. */
  freeDeliveryAbove: number | null;
}

/**
 * `GET cart` (decision 007), and its lines into `$cart` so the header's badge and every product
 * card follow what the server holds.
 */
export async function fetchCart(): Promise<ServerCart> {
  const reply = await request('GET', 'cart');
  const { cart, freeProducts, freeDeliveryAbove } = reply.data ?? {};
  const lines = cartLinesFromReply(cart);
  replaceCart(lines);
  return {
    cart: lines,
    freeProducts: cartLinesFromReply(freeProducts),
    freeDeliveryAbove: typeof freeDeliveryAbove === 'number' ? freeDeliveryAbove : null,
  };
}

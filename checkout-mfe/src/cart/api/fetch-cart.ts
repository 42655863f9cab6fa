import { request } from '@shop/shared/api-client';
import type { CartLine } from '@shop/shared/contracts';

/** The cart as the server holds it: the paid lines and the free ones, oldest first. */
export interface ServerCart {
  cart: CartLine[];
  freeProducts: CartLine[];
  /** The subtotal (rupees) from which delivery is free; null when the reply did not say. */
  freeDeliveryAbove: number | null;
}

/** `GET cart` (decision 007). */
export async function fetchCart(): Promise<ServerCart> {
  const reply = await request<Partial<ServerCart>>('GET', 'cart');
  const cart = reply.data?.cart;
  const freeProducts = reply.data?.freeProducts;
  const freeDeliveryAbove = reply.data?.freeDeliveryAbove;
  return {
    cart: Array.isArray(cart) ? cart : [],
    freeProducts: Array.isArray(freeProducts) ? freeProducts : [],
    freeDeliveryAbove: typeof freeDeliveryAbove === 'number' ? freeDeliveryAbove : null,
  };
}

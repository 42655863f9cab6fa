// The cart calls' successful answers, as the API sends them, checked against the contracts.
import { addToCartReplySchema, updateCartReplySchema } from '../contracts';

/** `POST cart`: the line `cartId` now holds `quantity` units. */
export function addedToCart(quantity: number, cartId = 'c1', message = 'Product added to cart successfully!') {
  const reply = { success: true as const, message, data: { message, cart: { _id: cartId, quantity }, _id: cartId } };
  addToCartReplySchema.parse(reply);
  return reply;
}

/** `PUT cart`: the line c1 now holds `quantity` units. */
export function quantityUpdated(quantity: number) {
  const message = 'Quantity updated successfully';
  const reply = { success: true as const, message, data: { success: true, message, cartUpdated: true, cart: { _id: 'c1', quantity } } };
  updateCartReplySchema.parse(reply);
  return reply;
}

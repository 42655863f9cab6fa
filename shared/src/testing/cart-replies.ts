// The cart calls' successful answers, as the API sends them (see docs/api/openapi.json).

/** `POST cart`: the line `cartId` now holds `quantity` units. */
export function addedToCart(quantity: number, cartId = 'c1', message = 'Product added to cart successfully!') {
  return { success: true as const, message, data: { message, cart: { _id: cartId, quantity }, _id: cartId } };
}

/** `PUT cart`: the line c1 now holds `quantity` units. */
export function quantityUpdated(quantity: number) {
  const message = 'Quantity updated successfully';
  return { success: true as const, message, data: { success: true, message, cartUpdated: true, cart: { _id: 'c1', quantity } } };
}

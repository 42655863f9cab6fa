/**
 * The roots of the keys more than one remote reads or changes: a change invalidates its root, so
 * whichever remote shows that data reads it again (placing an order empties the cart page's read).
 */
export const QUERY_ROOTS = {
  cart: 'cart',
  wishlist: 'wishlist',
  orders: 'orders',
  addresses: 'addresses',
} as const;

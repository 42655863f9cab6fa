/** The cart's toasts and texts (Cart and Cart page). */
export const CART_MESSAGES = {
  outOfStock: 'This product is currently out of stock',
  added: 'Product added to cart successfully!',
  addFailed: 'Failed to add product to cart',
  removed: 'Product removed from cart',
  removeFailed: 'Failed to remove product',
  quantityUpdated: 'Quantity updated successfully',
  quantityFailed: 'Failed to update quantity',
  // The cart page words some of them its own way.
  fetchFailed: 'Failed to fetch cart items',
  itemRemoved: 'Item removed from cart',
  itemRemoveFailed: 'Failed to remove item',
  cleared: 'Cart cleared successfully',
  clearFailed: 'Failed to clear cart',
} as const;

/** The error codes of a refusal about stock: a warning, with the server's words. */
export const STOCK_REFUSALS = ['OUT_OF_STOCK', 'STOCK_LIMIT'] as const;

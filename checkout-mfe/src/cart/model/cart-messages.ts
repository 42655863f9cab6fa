/** The cart page's messages (SPEC §8 where it gives them). */
export const CART_MESSAGES = {
  fetchFailed: 'Failed to fetch cart items',
  quantityUpdated: 'Quantity updated successfully',
  quantityFailed: 'Failed to update quantity',
  itemRemoved: 'Item removed from cart',
  removeFailed: 'Failed to remove item',
  cleared: 'Cart cleared successfully',
  clearFailed: 'Failed to clear cart',
  couponApplied: 'Coupon applied successfully',
  couponFailed: 'Failed to apply coupon',
  couponRemoved: 'Coupon removed successfully',
  couponMissing: 'Please enter a coupon code',
  // A coupon's quote is for the cart it was given on; after a change it would charge the wrong total.
  couponDropped: 'Your cart changed, so the coupon was removed. Apply it again for the new total.',
} as const;

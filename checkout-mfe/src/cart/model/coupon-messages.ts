/** The cart page's coupon messages. */
export const COUPON_MESSAGES = {
  applied: 'Coupon applied successfully',
  failed: 'Failed to apply coupon',
  removed: 'Coupon removed successfully',
  // A coupon's quote is for the cart it was given on; after a change it would charge the wrong total.
  dropped: 'Your cart changed, so the coupon was removed. Apply it again for the new total.',
} as const;

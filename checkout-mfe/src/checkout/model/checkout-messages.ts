/** The checkout's texts, word for word as shoppers see them. */
export const CHECKOUT_MESSAGES = {
  addressesFetchFailed: 'Failed to fetch addresses',
  addressesLoadFailed: 'Failed to load addresses',
  distanceFailed: 'Failed to calculate delivery distance',
  shippingFailed: 'Failed to calculate shipping charge',
  selectAddress: 'Please select a delivery address',
  cartEmpty: 'Your cart is empty',
  orderFailed: 'Failed to create order',
  codSuccess: 'Order created successfully!',
  scriptFailed: 'Payment provider script failed to load. Please try again.',
  initFailed: 'Payment initialization failed',
  verifying: 'Verifying payment...',
  paid: 'Payment successful! Order placed.',
  verifyFailed: 'Payment verification failed',
  cancelled: 'Order placement cancelled',
} as const;

import { ApiError, errorMessage } from '@shop/shared/api-client';

/** The cart's toasts (SPEC §8, Cart). */
export const CART_MESSAGES = {
  outOfStock: 'This product is currently out of stock',
  added: 'Product added to cart successfully!',
  addFailed: 'Failed to add product to cart',
  removed: 'Product removed from cart',
  removeFailed: 'Failed to remove product',
  quantityUpdated: 'Quantity updated successfully',
  quantityFailed: 'Failed to update quantity',
  signInPrompt: 'Please Log In',
} as const;

/** What a failed cart call tells the shopper: the server's words for a 4xx, else the fallback. */
export function cartFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return CART_MESSAGES.signInPrompt;
  // 5xx and network failures carry no text meant for the shopper.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return errorMessage(error, fallback);
  return fallback;
}

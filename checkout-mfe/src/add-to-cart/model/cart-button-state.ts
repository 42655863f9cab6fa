/** The states of a card's cart button. */
export type CartButtonState = 'out-of-stock' | 'processing' | 'in-cart' | 'default';

/** Out of stock wins over everything; a pending call over the cart's contents. */
export function cartButtonState(options: { outOfStock: boolean; processing: boolean; inCart: boolean }): CartButtonState {
  if (options.outOfStock) return 'out-of-stock';
  if (options.processing) return 'processing';
  return options.inCart ? 'in-cart' : 'default';
}

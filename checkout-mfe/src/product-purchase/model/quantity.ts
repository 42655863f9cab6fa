import { shopperMessage } from '@shop/shared/api-client';
import { CART_MESSAGES } from '@shop/shared/cart';
import { toast } from '@shop/shared/stores';

/** The fewest units a shopper can pick. */
export const MIN_QUANTITY = 1;
/** The most units the stepper offers. */
export const MAX_QUANTITY = 99;

/** A whole number of units between the stepper's bounds. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));
}

/** Saves a quantity on the server; resolves false when it was not applied (the shopper was already told why). */
export type PersistQuantity = (quantity: number) => Promise<boolean>;

/**
 * Shows the new quantity at once and saves it; when saving fails or is refused, the previous
 * quantity comes back so the page never shows a number the cart does not hold.
 */
export async function commitQuantityChange(options: {
  previous: number;
  next: number;
  show: (quantity: number) => void;
  persist: PersistQuantity;
}): Promise<void> {
  const { previous, next, show, persist } = options;
  show(next);
  try {
    if (!(await persist(next))) show(previous);
  } catch (error) {
    show(previous);
    toast.error(shopperMessage(error, CART_MESSAGES.quantityFailed));
  }
}

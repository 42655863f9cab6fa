import { z } from 'zod';
import type { QuantityChange } from '../../repositories/cart-repository';

export const QUANTITY_BELOW_ONE = 'Quantity cannot be less than 1';
const WHOLE_QUANTITY = 'Quantity must be a whole number.';
// Far above any stock, and low enough that a line plus an addition stays a 32-bit integer.
const MAX_QUANTITY = 100_000;
const TOO_MANY = `Quantity cannot be more than ${MAX_QUANTITY}.`;

const quantity = z.number({ error: WHOLE_QUANTITY }).int(WHOLE_QUANTITY).min(1, QUANTITY_BELOW_ONE).max(MAX_QUANTITY, TOO_MANY);

/** POST cart: a product and how many to add (one when left out). */
export const addToCartSchema = z.object({
  productId: z.string({ error: 'productId is required.' }).trim().min(1, 'productId is required.'),
  quantity: quantity.default(1),
});

const updateSchema = z
  .object({
    mode: z.enum(['set', 'delta'], { error: 'mode must be "set" or left out.' }).optional(),
    quantity: z.number({ error: WHOLE_QUANTITY }).int(WHOLE_QUANTITY),
  })
  .superRefine((body, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', path: ['quantity'], message });
    if (body.mode !== 'set') {
      if (body.quantity !== 1 && body.quantity !== -1) issue('Send a quantity change of 1 or -1, or mode "set".');
    } else if (body.quantity < 1) issue(QUANTITY_BELOW_ONE);
    else if (body.quantity > MAX_QUANTITY) issue(TOO_MANY);
  });

/**
 * PUT cart/:cartId: `{ quantity: 1 | -1 }` is a change by one unit (the product card);
 * `{ quantity: n, mode: 'set' }` is the quantity wanted (the detail page).
 */
export function readQuantityChange(body: unknown): QuantityChange {
  const { mode, quantity: value } = updateSchema.parse(body ?? {});
  return mode === 'set' ? { mode, quantity: value } : { mode: 'delta', delta: value === 1 ? 1 : -1 };
}

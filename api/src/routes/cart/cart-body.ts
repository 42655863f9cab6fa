import type { cartQuantityBodySchema } from '@shop/shared/contracts';
import type { z } from 'zod';
import type { QuantityChange } from '../../repositories/cart-repository';

/** The checked body of PUT cart/:cartId as the cart repository reads it. */
export function readQuantityChange({ mode, quantity }: z.output<typeof cartQuantityBodySchema>): QuantityChange {
  return mode === 'set' ? { mode, quantity } : { mode: 'delta', delta: quantity === 1 ? 1 : -1 };
}

import type { CartLine } from '../contracts';

/** The product id a cart line refers to, whichever shape the server sent. */
export function lineProductId(line: CartLine): string | undefined {
  if (line.product?._id) return line.product._id;
  if (typeof line.productId === 'string') return line.productId;
  return line.productId?._id;
}

/** True when `id` names the line itself (its _id or cartId) or the product on it. */
export function lineMatches(line: CartLine, id: string): boolean {
  return line._id === id || line.cartId === id || lineProductId(line) === id;
}

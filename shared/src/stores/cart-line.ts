import type { CartLine, CartReplyLine } from '../contracts';

/**
 * A reply's cart line as the client holds it: `_id` (or `cartId`, which repeats it) becomes `id`.
 * A line naming its product by id alone gives nothing to show or price, so it is left out.
 */
export function cartLineFromReply(line: CartReplyLine): CartLine | undefined {
  if (!line.product) return undefined;
  const id = line._id ?? line.cartId;
  return { ...(id === undefined ? {} : { id }), product: line.product, quantity: line.quantity };
}

/** A reply's cart lines as the client holds them. */
export function cartLinesFromReply(lines: readonly CartReplyLine[] | undefined): CartLine[] {
  return (lines ?? []).flatMap((line) => cartLineFromReply(line) ?? []);
}

/** True when `id` names the line itself or the product on it. */
export function lineMatches(line: CartLine, id: string): boolean {
  return line.id === id || line.product._id === id;
}

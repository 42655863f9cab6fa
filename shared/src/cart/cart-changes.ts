import { createItemChanges, QUERY_ROOTS } from '@shop/shared/query';
import { atom } from 'nanostores';

/** What a pending cart call is doing to its product. */
export type CartActionKind = 'add' | 'remove' | 'quantity';

/** Products whose cart call is on its way to the server, and what that call does. */
export const $cartActionsPending = atom<Readonly<Record<string, CartActionKind>>>({});

/** What the pending cart call of this product does, if one is on its way. */
export function pendingCartAction(productId: string): CartActionKind | undefined {
  return $cartActionsPending.get()[productId];
}

function mark(productId: string, kind: CartActionKind | undefined): void {
  const { [productId]: _before, ...rest } = $cartActionsPending.get();
  $cartActionsPending.set(kind ? { ...rest, [productId]: kind } : rest);
}

// A finished change invalidates the cart's reads (the cart page, the checkout), in whatever remote.
const cartChanges = createItemChanges(QUERY_ROOTS.cart);

/**
 * Runs one cart call for a product unless another is still on its way: a second press while the
 * first is pending sends nothing and resolves `busy`.
 */
export function runCartChange<T>(productId: string, kind: CartActionKind, busy: T, send: () => Promise<T>): Promise<T> {
  return cartChanges.run(productId, busy, send, (running) => mark(productId, running ? kind : undefined));
}

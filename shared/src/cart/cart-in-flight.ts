import { atom } from 'nanostores';

/** What a pending cart call is doing to its product. */
export type CartActionKind = 'add' | 'remove' | 'quantity';

/** Products whose cart call is on its way to the server, and what that call does. */
export const $cartActionsPending = atom<Readonly<Record<string, CartActionKind>>>({});

/** What the pending cart call of this product does, if one is on its way. */
export function pendingCartAction(productId: string): CartActionKind | undefined {
  return $cartActionsPending.get()[productId];
}

/**
 * Runs one cart call for a product unless another is still on its way: a second press while the
 * first is pending sends nothing and resolves `busy`.
 */
export async function runGuarded<T>(productId: string, kind: CartActionKind, busy: T, call: () => Promise<T>): Promise<T> {
  if (pendingCartAction(productId)) return busy;
  $cartActionsPending.set({ ...$cartActionsPending.get(), [productId]: kind });
  try {
    return await call();
  } finally {
    const { [productId]: _done, ...rest } = $cartActionsPending.get();
    $cartActionsPending.set(rest);
  }
}

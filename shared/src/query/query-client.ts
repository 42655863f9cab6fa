import { type KeySelector, nanoquery } from '@nanostores/query';
import { $session } from '@shop/shared/stores';
import { atom } from 'nanostores';

type Cache = NonNullable<NonNullable<Parameters<typeof nanoquery>[0]>['cache']>;
const cache: Cache = new Map();

/**
 * The one query context of the shop. `@shop/shared` is a federation singleton, so the shell and every
 * remote read and change data through this module and share its cache: a change one remote makes
 * invalidates what another shows.
 */
const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  cache,
  // A failed read waits for the shopper's Try Again; a retry on its own would toast its failure again.
  onErrorRetry: false,
});

export { createFetcherStore, createMutatorStore, mutateCache, revalidateKeys };

/**
 * Part of every key, null on the server: a store whose key has a null part never fetches, so a
 * server render never runs a read and this module-wide cache (shared by every request there) never
 * holds a shopper's data. The page's loader gives the server what it shows.
 */
export const $browserOnly = atom<string | null>(typeof window === 'undefined' ? null : '');

/** A query's key: its root (what it reads: `cart`, `orders`) and the parts that tell its answers apart. */
export type QueryKey = readonly [root: string, ...parts: (string | number)[]];

/** The cache key of a query key; `/` keeps `['orders', 12]` apart from `['orders1', 2]`. */
export const cacheKey = (key: QueryKey): string => key.map(String).join('/');

/** Matches every cached answer under these roots: `cart` matches `cart` and `cart/…`. */
export function keysUnder(...roots: string[]): KeySelector {
  return (key) => roots.some((root) => key === root || key.startsWith(`${root}/`));
}

/** Drops the cached answers under these roots; what is on screen reads again. */
export function invalidateQueries(...roots: string[]): void {
  invalidateKeys(keysUnder(...roots));
}

/** Whether an answer for this cache key is held (read before, and not invalidated since). */
export function hasCachedAnswer(key: string): boolean {
  return cache.get(key)?.data !== undefined;
}

/** Forgets every cached answer without reading again (tests start from nothing). */
export function clearQueryCache(): void {
  cache.clear();
}

// Another shopper in this tab must not see the last one's cart or orders, even for a moment.
let signedInAs = $session.get().userInfo?._id;
$session.listen(({ userInfo }) => {
  const now = userInfo?._id;
  if (now === signedInAs) return;
  const before = signedInAs;
  signedInAs = now;
  if (before !== undefined) invalidateKeys(() => true);
});

import { atom } from 'nanostores';
import type { ProductCard } from '../contracts';

/** The wishlist; null until the profile or a sign-in has provided it. */
export const $wishlist = atom<ProductCard[] | null>(null);

/** Installs the wishlist the server returned. */
export function initWishlist(list: ProductCard[]): void {
  $wishlist.set([...list]);
}

/** Removes a product that is on the list, adds one that is not. */
export function toggleWishlist(product: ProductCard): void {
  const list = $wishlist.get();
  if (!Array.isArray(list)) {
    $wishlist.set([product]);
  } else if (list.some((item) => item._id === product._id)) {
    $wishlist.set(list.filter((item) => item._id !== product._id));
  } else {
    $wishlist.set([...list, product]);
  }
}

/** Removes a product from the list. */
export function removeFromWishlist(productId: string): void {
  const list = $wishlist.get();
  if (list) $wishlist.set(list.filter((item) => item._id !== productId));
}

/** Forgets the list entirely (back to not initialised), as on sign-out. */
export function clearWishlist(): void {
  $wishlist.set(null);
}

/** Whether a product is on the list. */
export function isInWishlist(productId: string): boolean {
  return $wishlist.get()?.some((item) => item._id === productId) ?? false;
}

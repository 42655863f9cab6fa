import { request } from '@shop/shared/api-client';
import type { Product } from '@shop/shared/contracts';

/** The wish list as the server holds it now, read from `GET profile`. */
export async function fetchWishlist(): Promise<Product[]> {
  const reply = await request('GET', 'profile');
  const list = reply.data?.wishlist ?? reply.data?.user?.wishlist;
  return Array.isArray(list) ? list : [];
}

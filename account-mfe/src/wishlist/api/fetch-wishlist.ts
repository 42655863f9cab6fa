import { request } from '@shop/shared/api-client';
import type { Product, User } from '@shop/shared/contracts';

interface ProfileReply {
  user?: User;
  wishlist?: Product[];
}

/** The wish list as the server holds it now, read from `GET profile`. */
export async function fetchWishlist(): Promise<Product[]> {
  const reply = await request<ProfileReply>('GET', 'profile');
  const list = reply.data?.wishlist ?? reply.data?.user?.wishlist;
  return Array.isArray(list) ? list : [];
}

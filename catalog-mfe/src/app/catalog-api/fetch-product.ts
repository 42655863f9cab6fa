import { request } from '@shop/shared/api-client';
import type { Product } from '@shop/shared/contracts';

/** GET product/{id}: one active product with its linked products; rejects with an ApiError (404) otherwise. */
export async function fetchProduct(productId: string): Promise<Product> {
  const reply = await request('GET', `product/${encodeURIComponent(productId)}`);
  return reply.data;
}

import { request } from '@shop/shared/api-client';

/** `DELETE cart/:cartId`. */
export async function removeLine(cartId: string): Promise<void> {
  await request('DELETE', `cart/${encodeURIComponent(cartId)}`);
}

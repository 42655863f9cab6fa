import { request } from '@shop/shared/api-client';

/** `POST cart/clear`: every line goes. */
export async function clearCart(): Promise<void> {
  await request('POST', 'cart/clear');
}

import { request } from '@shop/shared/api-client';
import type { HomeHighlights, Product } from '@shop/shared/contracts';

/** How many products each home row shows. */
export const HOME_ROW_SIZE = 4;

/** GET product/home/famous: the 4 newest products and the 4 best sellers. */
export async function fetchHomeHighlights(): Promise<HomeHighlights<Product>> {
  const reply = await request('GET', 'product/home/famous');
  const data = reply.data ?? {};
  return {
    newArrived: Array.isArray(data.newArrived) ? data.newArrived.slice(0, HOME_ROW_SIZE) : [],
    topBuyers: Array.isArray(data.topBuyers) ? data.topBuyers.slice(0, HOME_ROW_SIZE) : [],
  };
}

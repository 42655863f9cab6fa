import { request } from '@shop/shared/api-client';
import type { Product } from '@shop/shared/contracts';

/** Results per page of the quick search. */
export const SEARCH_PAGE_SIZE = 12;

/** One page of the quick search: case-insensitive over name, category and brand. */
export async function quickSearch(value: string, page: number): Promise<Product[]> {
  const reply = await request('GET', 'product/quick/search', { value, p: page, l: SEARCH_PAGE_SIZE });
  return Array.isArray(reply.data) ? reply.data : [];
}

import { request } from '@shop/shared/api-client';

/** PUT product/view/{id}: counts one view of a product's detail page. */
export async function recordProductView(productId: string): Promise<void> {
  await request('PUT', `product/view/${encodeURIComponent(productId)}`);
}

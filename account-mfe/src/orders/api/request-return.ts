import { request } from '@shop/shared/api-client';

/**
 * Asks for a delivered order to be taken back, with the shopper's reason and any photos; answers
 * the shop's message. With photos it goes as a multipart form, their field named `photos`.
 */
export async function requestReturn(orderId: string, reason: string, photos: readonly File[] = []): Promise<string> {
  let body: FormData | { orderId: string; reason: string } = { orderId, reason };
  if (photos.length > 0) {
    body = new FormData();
    body.append('orderId', orderId);
    body.append('reason', reason);
    for (const photo of photos) body.append('photos', photo, photo.name);
  }
  const reply = await request('POST', 'order/return', body);
  return reply.message ?? 'Return requested';
}

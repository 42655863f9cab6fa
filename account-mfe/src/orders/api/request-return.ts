import { request } from '@shop/shared/api-client';

/** Asks for a delivered order to be taken back, with the shopper's reason; answers the shop's message. */
export async function requestReturn(orderId: string, reason: string): Promise<string> {
  const reply = await request('POST', 'order/return', { orderId, reason });
  return reply.message ?? 'Return requested';
}

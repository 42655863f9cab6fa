import { request } from '@shop/shared/api-client';

/** Cancels one of the shopper's orders that is placed or confirmed; a paid one is refunded by the shop. */
export async function cancelOrder(orderId: string): Promise<string> {
  const reply = await request('POST', 'order/cancel', { orderId });
  return reply.message ?? 'Order cancelled';
}

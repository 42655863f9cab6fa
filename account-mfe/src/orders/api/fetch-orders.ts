import { request } from '@shop/shared/api-client';
import type { Order, OrderLine } from '@shop/shared/contracts';

export type { Order, OrderLine };

/** The shopper's orders, newest first. */
export async function fetchOrders(): Promise<Order[]> {
  const reply = await request('GET', 'order/order-history');
  return Array.isArray(reply.data) ? reply.data : [];
}

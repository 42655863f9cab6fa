import type { Order } from '../../db/schema';

/** The reply of POST order for a cash-on-delivery order: amount in rupees, no provider order. */
export function orderReply(order: Order) {
  return { id: null, amount: Number(order.totalAmount), notes: { orderId: order.id } };
}

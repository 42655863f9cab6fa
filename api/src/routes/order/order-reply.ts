import { toPaise } from '@shop/shared/pricing';
import type { Order } from '../../db/schema';

/** The reply of POST order: cash on delivery in rupees; online with the provider order in paise. */
export function orderReply(order: Order, keyId: string) {
  if (order.paymentType === 'cod') return { id: null, amount: Number(order.totalAmount), notes: { orderId: order.id } };
  return {
    id: order.providerOrderId,
    amount: toPaise(order.totalAmount),
    currency: 'INR',
    key: keyId,
    notes: { orderId: order.id },
  };
}

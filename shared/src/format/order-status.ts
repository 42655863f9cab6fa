import type { OrderStatus } from '@shop/shared/contracts';

/** Where an order is, in the words the shopper and the staff read. */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  placed: 'Order placed',
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Payment not received',
  returned_to_origin: 'Returned to us (undeliverable)',
  return_requested: 'Return requested',
  returned: 'Returned',
};

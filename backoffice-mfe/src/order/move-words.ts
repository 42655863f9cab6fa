import type { OrderStatus } from '@shop/shared/contracts';

/** The button that makes each move, in the words of the desk that makes it. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  placed: 'Mark Placed',
  pending_payment: 'Mark Awaiting Payment',
  confirmed: 'Confirm',
  packed: 'Mark Packed',
  shipped: 'Ship',
  delivered: 'Mark Delivered',
  cancelled: 'Cancel Order',
  expired: 'Mark Expired',
  returned_to_origin: 'Returned to Origin',
  return_requested: 'Request Return',
  returned: 'Mark Returned',
};

/**
 * Moves that must say why: a cancellation, an undeliverable parcel, and a return refused (sent back
 * from "return requested" to "delivered"). The API refuses them without a reason too.
 */
export function needsReason(from: OrderStatus, to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'returned_to_origin' || (from === 'return_requested' && to === 'delivered');
}

/** The label of a move from a state: sending a requested return back to delivered is refusing it. */
export function moveLabel(from: OrderStatus, to: OrderStatus): string {
  return from === 'return_requested' && to === 'delivered' ? 'Refuse Return' : MOVE_LABELS[to];
}

import { formatINR } from '@shop/shared/format';
import { toPaise } from '@shop/shared/pricing';
import type { AppDb } from '../db/client';
import type { Order, Refund } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { isUuid } from '../repositories/product-repository';
import { inOrderTransaction } from './order-repositories';
import { ORDER_NOT_FOUND } from './transition-order';

export const NOT_REFUNDABLE = 'Only a paid order can be refunded';

/** Who asks for a refund. */
export interface RefundRequester {
  kind: Refund['requestedByKind'];
  id: string | null;
}

export interface RefundReservation {
  /** The pending refund, or null when the order is refunded in full already. */
  refund: Refund | null;
  order: Order;
  /** Paise taken from the buyer: what refunds may add up to. */
  paidPaise: number;
}

// Cash is collected at the door: only a delivered (or returned) cash order has been paid.
const CASH_COLLECTED: ReadonlySet<Order['status']> = new Set(['delivered', 'return_requested', 'returned']);

/** Paise the buyer paid for the order: online once captured, cash once delivered. */
export function paidPaiseOf(order: Order): number {
  const paid = order.paymentType === 'online' ? order.paidAt !== null : CASH_COLLECTED.has(order.status);
  return paid ? toPaise(order.totalAmount) : 0;
}

/**
 * Books a refund of `amountPaise` (what is left when absent) as pending, under the order's row
 * lock, so refunds asked for at the same moment never add up to more than was paid: over it is a
 * 400. The money moves after this transaction commits.
 */
export async function reserveRefund(
  db: AppDb,
  input: { orderId: string; amountPaise?: number | undefined; reason: string; by: RefundRequester },
): Promise<RefundReservation> {
  if (!isUuid(input.orderId)) throw notFound(ORDER_NOT_FOUND);
  return inOrderTransaction(db, async ({ orders, refunds }) => {
    const order = await orders.lockById(input.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const paidPaise = paidPaiseOf(order);
    if (paidPaise === 0) throw new AppError(409, 'NOT_REFUNDABLE', NOT_REFUNDABLE);
    const left = paidPaise - (await refunds.committedPaise(order.id));
    if (left <= 0) return { refund: null, order, paidPaise };
    const amount = input.amountPaise ?? left;
    if (amount > left) {
      throw new AppError(
        400,
        'REFUND_TOO_LARGE',
        `A refund cannot exceed what was paid: ${formatINR(left / 100)} is left to refund on this order.`,
      );
    }
    const refund = await refunds.insert({
      orderId: order.id,
      amountPaise: amount,
      reason: input.reason,
      requestedByKind: input.by.kind,
      requestedBy: input.by.id,
    });
    return { refund, order, paidPaise };
  });
}

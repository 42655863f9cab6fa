import type { AppDb } from '../db/client';
import type { Order } from '../db/schema';
import { queueOrderMails } from '../mail/order-mail-events';
import { inOrderTransaction } from './order-repositories';

/**
 * What a captured payment did to its order: `paid` the first time (the order is confirmed), `already-paid` on a replay,
 * `late` when the hold had already ended (the caller refunds it), `late-again` when that
 * late payment was already taken in hand.
 */
export type Settlement = { outcome: 'paid' | 'already-paid' | 'late' | 'late-again'; order: Order };

/** A payment that arrived after its order's hold ended (refunded, never applied). */
export const isLatePayment = (settled: Settlement | undefined): settled is Settlement =>
  settled?.outcome === 'late' || settled?.outcome === 'late-again';

/**
 * Applies a captured payment to its order, once: the row lock and the status checks make a
 * replay, or a race between the browser's verification and the webhook, change nothing.
 * `userId` limits it to the caller's own order; undefined when there is no such order.
 */
export async function settlePayment(
  db: AppDb,
  providerOrderId: string,
  paymentId: string,
  userId?: string,
): Promise<Settlement | undefined> {
  return inOrderTransaction(db, async (repositories) => {
    const { cart, orders } = repositories;
    const order = await orders.lockByProviderOrderId(providerOrderId, userId);
    if (!order) return undefined;
    if (order.status !== 'pending_payment' && order.status !== 'expired') return { outcome: 'already-paid', order };
    if (order.status === 'expired') {
      if (order.paymentId) return { outcome: 'late-again', order };
      return { outcome: 'late', order: (await orders.update(order.id, { paymentId, paidAt: new Date() })) ?? order };
    }
    const now = new Date();
    const paid = await orders.update(order.id, {
      status: 'confirmed',
      paymentId,
      paidAt: now,
      holdExpiresAt: null,
    });
    const event = await orders.appendEvent({
      orderId: order.id,
      fromStatus: 'pending_payment',
      toStatus: 'confirmed',
      actorKind: 'system',
      at: now,
    });
    await queueOrderMails(repositories, { order: paid ?? order, event });
    await cart.clear(order.userId);
    return { outcome: 'paid', order: paid ?? order };
  });
}

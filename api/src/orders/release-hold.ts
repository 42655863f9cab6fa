import type { AppDb } from '../db/client';
import type { Order } from '../db/schema';
import { inOrderTransaction, type OrderRepositories, orderRepositories } from './order-repositories';

/**
 * Gives back an unpaid online order's stock and coupon use, and marks it expired. The shopper's
 * row and the order's row must be locked; the product rows are taken in id order.
 */
export async function releaseHeldOrder(repositories: OrderRepositories, order: Order): Promise<void> {
  for (const line of await repositories.orders.linesOf(order.id))
    await repositories.stock.giveBack(line.productId, line.quantity, order.id, 'cancellation');
  if (order.couponCode) {
    await repositories.coupons.giveBackUse(order.couponCode);
    await repositories.users.setCouponUsed(order.userId, false);
  }
  await repositories.orders.markExpired(order.id);
}

/** Ends an unpaid online order at once (its payment could not be opened, or the shopper closed it), giving its stock back. */
export async function releaseHold(db: AppDb, orderId: string): Promise<void> {
  await inOrderTransaction(db, async (repositories) => {
    const owner = await repositories.orders.findById(orderId);
    if (!owner) return;
    await repositories.users.lockShopper(owner.userId);
    const order = await repositories.orders.lockUnpaid(orderId);
    if (order) await releaseHeldOrder(repositories, order);
  });
}

/**
 * Gives back the stock (and coupon use) of online orders whose hold ran out unpaid, and marks
 * them expired: one transaction per order, so processes sweeping at once never wait on each
 * other. SKIP LOCKED: a shopper busy ordering releases their own holds, another process may be
 * releasing this one, or it is being verified right now; either way it is left to them.
 */
export async function releaseExpiredHolds(db: AppDb, now = new Date()): Promise<number> {
  let released = 0;
  for (const candidate of await orderRepositories(db).orders.dueHolds(now)) {
    const done = await inOrderTransaction(db, async (repositories) => {
      if (!(await repositories.users.lockShopper(candidate.userId, { skipLocked: true }))) return false;
      const order = await repositories.orders.lockDueHold(candidate.id, now);
      if (order) await releaseHeldOrder(repositories, order);
      return order !== undefined;
    });
    if (done) released += 1;
  }
  return released;
}

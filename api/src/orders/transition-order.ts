import type { CourierCode, OrderStatus } from '@shop/shared/contracts';
import { ORDER_STATUS_WORDS } from '@shop/shared/format';
import type { AppDb } from '../db/client';
import type { Order, OrderEvent } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { queueOrderMails } from '../mail/order-mail-events';
import { creditNoteOnMove, invoiceOnMove } from './number-invoice';
import { inOrderTransaction } from './order-repositories';
import { checkMove, type OrderActor, RETURN_WINDOW_DAYS, STOCK_RETURNING_STATES } from './transitions';

export interface TransitionInput {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  reason?: string | undefined;
  courier?: CourierCode | undefined;
  trackingNumber?: string | undefined;
  /** The stored names of the photos a shopper sends with a return request, recorded with the move. */
  returnPhotos?: readonly string[] | undefined;
  now?: Date;
}

export const ORDER_NOT_FOUND = 'Order not found';
export const REASON_REQUIRED = 'Please give a reason.';
export const TRACKING_REQUIRED = 'Shipping needs the courier and the tracking number.';
export const RETURN_WINDOW_OVER = `Returns can be requested within ${RETURN_WINDOW_DAYS} days of delivery.`;

const words = (status: OrderStatus) => ORDER_STATUS_WORDS[status].toLowerCase();

/** 409 with the order's current state, for a move that is not one from where the order is. */
export function wrongState(order: Pick<Order, 'status'>, to: OrderStatus): AppError {
  return new AppError(
    409,
    'ORDER_STATE',
    `This order is ${words(order.status)}, so it cannot be moved to ${words(to)}.`,
    {},
    { status: order.status },
  );
}

/**
 * Moves an order one step (decision 027), in one transaction: the state changes only if the order
 * is still where it was read (of two moves at once one wins, the other gets 409), the move is
 * appended to its events, and stock and coupon use go back where the new state says so. A crash
 * anywhere rolls all of it back. A shopper's actor limits it to their own order.
 */
export async function transitionOrder(db: AppDb, input: TransitionInput): Promise<{ order: Order; event: OrderEvent; from: Order }> {
  const now = input.now ?? new Date();
  return inOrderTransaction(db, async (repositories, tx) => {
    const { orders, stock, users, coupons, returnPhotos } = repositories;
    const found = await orders.findById(input.orderId);
    if (!found || (input.actor.kind === 'shopper' && found.userId !== input.actor.userId)) throw notFound(ORDER_NOT_FOUND);

    const check = checkMove(found.status, input.to, input.actor);
    // A shopper (or the shop) is told where the order is; a staff member, that the move is not their role's.
    if (!check.ok && (check.why === 'not-a-move' || input.actor.kind !== 'staff')) throw wrongState(found, input.to);
    if (!check.ok) throw new AppError(403, 'FORBIDDEN', `You may not move this order to ${words(input.to)}.`);
    const reason = input.reason?.trim() || null;
    const photos = input.to === 'return_requested' ? (input.returnPhotos ?? []) : [];
    if (check.move.staffReason && input.actor.kind === 'staff' && !reason) throw new AppError(400, 'REASON_REQUIRED', REASON_REQUIRED);
    if (check.move.tracking && !(input.courier && input.trackingNumber?.trim())) {
      throw new AppError(400, 'TRACKING_REQUIRED', TRACKING_REQUIRED);
    }
    if (input.to === 'return_requested') {
      const delivered = (await orders.eventsOf([found.id])).findLast((event) => event.toStatus === 'delivered');
      const deadline = (delivered?.at.getTime() ?? 0) + RETURN_WINDOW_DAYS * 86_400_000;
      if (now.getTime() > deadline) throw new AppError(409, 'RETURN_WINDOW_OVER', RETURN_WINDOW_OVER);
    }

    // The shopper's row first, as placing an order takes it, so a cancellation never deadlocks with a checkout.
    const givesCouponBack = input.to === 'cancelled' && found.couponCode !== null;
    if (givesCouponBack) await users.lockShopper(found.userId);
    const shipping = check.move.tracking ? { courier: input.courier ?? null, trackingNumber: input.trackingNumber?.trim() ?? null } : {};
    const invoice = await invoiceOnMove(tx, found, input.to, now);
    const moved = await orders.moveStatus(found.id, found.status, { status: input.to, holdExpiresAt: null, ...shipping, ...invoice });
    if (!moved) {
      const current = (await orders.findById(found.id)) ?? found;
      throw wrongState(current, input.to);
    }
    await creditNoteOnMove(repositories, tx, moved, now);

    if (STOCK_RETURNING_STATES.has(input.to)) {
      // linesOf answers in product id order, the order product rows are locked in everywhere.
      const reason = input.to === 'cancelled' ? 'cancellation' : 'return';
      for (const line of await orders.linesOf(found.id)) await stock.giveBack(line.productId, line.quantity, found.id, reason);
    }
    if (givesCouponBack && found.couponCode) {
      await coupons.giveBackUse(found.couponCode);
      await users.setCouponUsed(found.userId, false);
    }
    const event = await orders.appendEvent({
      orderId: found.id,
      fromStatus: found.status,
      toStatus: input.to,
      actorKind: input.actor.kind,
      actorId: input.actor.kind === 'shopper' ? input.actor.userId : input.actor.kind === 'staff' ? input.actor.staffId : null,
      reason,
      data: check.move.tracking ? shipping : photos.length > 0 ? { photos: photos.length } : {},
      at: now,
    });
    await returnPhotos.add(photos.map((fileName, position) => ({ orderId: found.id, eventId: event.id, fileName, position })));
    await queueOrderMails(repositories, { order: moved, event });
    return { order: moved, event, from: found };
  });
}

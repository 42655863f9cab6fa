import type { OrderStatus } from '@shop/shared/contracts';
import { type Permission, roleAllows, type StaffRole } from '../staff/roles';

/** Who moves an order: its shopper, a staff member (by their role), or the shop itself (payment, timers). */
export type OrderActor = { kind: 'shopper'; userId: string } | { kind: 'staff'; staffId: string; role: StaffRole } | { kind: 'system' };

/** A move of the table: who may make it and what it must carry. */
interface Move {
  /** The shopper of the order, the shop itself, or staff holding this permission. */
  by: readonly ('shopper' | 'system' | Permission)[];
  /** Staff must say why (cancellations, returns refused). */
  staffReason?: true;
  /** Shipping names the courier and the parcel's tracking number. */
  tracking?: true;
}

/**
 * Every move an order can make (decision 027). Anything not listed is refused with the order's
 * current state; a listed move by someone it does not name is refused as not theirs.
 */
export const ORDER_MOVES: Partial<Record<OrderStatus, Partial<Record<OrderStatus, Move>>>> = {
  placed: {
    confirmed: { by: ['orders:confirm'] },
    cancelled: { by: ['shopper', 'orders:cancel'], staffReason: true },
  },
  pending_payment: {
    confirmed: { by: ['system'] },
    expired: { by: ['system'] },
    cancelled: { by: ['system'] },
  },
  confirmed: {
    packed: { by: ['orders:pack'] },
    cancelled: { by: ['shopper', 'orders:cancel'], staffReason: true },
  },
  packed: {
    shipped: { by: ['orders:ship'], tracking: true },
    cancelled: { by: ['orders:cancel'], staffReason: true },
  },
  shipped: {
    delivered: { by: ['orders:deliver'] },
    returned_to_origin: { by: ['orders:rto'], staffReason: true },
  },
  delivered: {
    return_requested: { by: ['shopper'] },
  },
  return_requested: {
    returned: { by: ['orders:deliver'] },
    delivered: { by: ['orders:deliver'], staffReason: true },
  },
};

/** The states whose stock goes back on the shelf when an order reaches them. */
export const STOCK_RETURNING_STATES: ReadonlySet<OrderStatus> = new Set(['cancelled', 'returned_to_origin', 'returned']);

/** How long after delivery a shopper may ask to return an order. */
export const RETURN_WINDOW_DAYS = 7;

export type MoveCheck =
  | { ok: true; move: Move }
  | { ok: false; why: 'not-a-move' }
  | { ok: false; why: 'not-allowed'; needs: Permission | 'shopper' | 'system' };

/** Whether `actor` may move an order from `from` to `to`. */
export function checkMove(from: OrderStatus, to: OrderStatus, actor: OrderActor): MoveCheck {
  const move = ORDER_MOVES[from]?.[to];
  if (!move) return { ok: false, why: 'not-a-move' };
  const allowed = move.by.some((who) => {
    if (who === 'shopper' || who === 'system') return actor.kind === who;
    return actor.kind === 'staff' && roleAllows(actor.role, who);
  });
  if (allowed) return { ok: true, move };
  const needs = actor.kind === 'staff' ? move.by.find((who) => who !== 'shopper' && who !== 'system') : move.by[0];
  return { ok: false, why: 'not-allowed', needs: needs ?? 'system' };
}

/** The states an actor can move an order on to from `from` (the back office offers these buttons). */
export function movesFrom(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.keys(ORDER_MOVES[from] ?? {}) as OrderStatus[]).filter((to) => checkMove(from, to, actor).ok);
}

import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import {
  addresses,
  categories,
  type NewOrder,
  type NewOrderLine,
  type Order,
  type OrderEvent,
  type OrderLine,
  orderEvents,
  orderLines,
  orders,
  products,
  type Refund,
} from '../db/schema';
import { isUuid } from './product-repository';
import type { ProductRow } from './product-view';
import { createRefundRepository } from './refund-repository';

/** Orders found by what a caller knows of them (a key, an id, a provider order, the newest), and the address one goes to. */
function orderFinders(db: AppDb) {
  /** One of the shopper's own saved addresses; undefined for anyone else's, an unknown or a malformed id. */
  async function findAddress(userId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  }

  /** The shopper's order placed under this idempotency key. */
  async function findByKey(userId: string, idempotencyKey: string): Promise<Order | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    return row;
  }

  /** The shopper's newest order, whatever its state. */
  async function findNewest(userId: string): Promise<Order | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(1);
    return row;
  }

  /** An order by its provider order id, whoever placed it. */
  async function findByProviderOrderId(providerOrderId: string) {
    const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    return row;
  }

  /** Any order by id (operators); undefined for an unknown or a malformed id. */
  async function findById(id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** The caller's order by id; undefined for anyone else's, an unknown or a malformed id. */
  async function findOwn(userId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    return row;
  }

  return { findAddress, findById, findByKey, findByProviderOrderId, findNewest, findOwn };
}

/** Orders locked for a change: the row lock is taken in the same statement that finds them. */
function orderLocks(db: AppDb) {
  /** Locks and reads the shopper's orders that wait for payment. */
  async function lockUnpaidOf(userId: string): Promise<Order[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
      .orderBy(asc(orders.id))
      .for('update');
  }

  /** Unpaid orders whose hold ran out before `now`, the oldest hold first. */
  async function dueHolds(now: Date): Promise<Pick<Order, 'id' | 'userId'>[]> {
    return db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lt(orders.holdExpiresAt, now)))
      .orderBy(asc(orders.holdExpiresAt));
  }

  /** Locks an unpaid order whose hold ran out, unless another transaction holds it (then undefined). */
  async function lockDueHold(orderId: string, now: Date): Promise<Order | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment'), lt(orders.holdExpiresAt, now)))
      .for('update', { skipLocked: true });
    return row;
  }

  /** Locks any order by id (refunds are booked under it). */
  async function lockById(orderId: string): Promise<Order | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  /** Locks an order that waits for payment. */
  async function lockUnpaid(orderId: string): Promise<Order | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .for('update');
    return row;
  }

  /** Locks the order of a provider order; `userId` limits it to that shopper's. */
  async function lockByProviderOrderId(providerOrderId: string, userId?: string): Promise<Order | undefined> {
    const owner = userId ? eq(orders.userId, userId) : undefined;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.providerOrderId, providerOrderId), owner))
      .for('update');
    return row;
  }

  return { dueHolds, lockById, lockByProviderOrderId, lockDueHold, lockUnpaid, lockUnpaidOf };
}

/** The orders and their lines, read and written; the rules that use them live in `src/orders/`. */
export function createOrderRepository(db: AppDb) {
  /** An order's lines in product id order, the order their rows are locked in. */
  async function linesOf(orderId: string): Promise<OrderLine[]> {
    return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.productId));
  }

  /** The products these orders hold stock of. */
  async function heldProductIds(orderIds: readonly string[]): Promise<string[]> {
    if (orderIds.length === 0) return [];
    const rows = await db
      .select({ productId: orderLines.productId })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]));
    return rows.map((row) => row.productId);
  }

  /** Stores an order and its lines (given without their order id). */
  async function insert(order: NewOrder, lines: readonly Omit<NewOrderLine, 'orderId'>[]): Promise<Order> {
    const [row] = await db.insert(orders).values(order).returning();
    if (!row) throw new Error('The order insert returned no row');
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
    return row;
  }

  /** Ends an unpaid online order whose hold ran out (or that its shopper closed), with its event. */
  async function markExpired(orderId: string): Promise<void> {
    await db.update(orders).set({ status: 'expired', holdExpiresAt: null }).where(eq(orders.id, orderId));
    await appendEvent({ orderId, fromStatus: 'pending_payment', toStatus: 'expired', actorKind: 'system' });
  }

  /** Appends one move to an order's history (the table refuses changes to it). */
  async function appendEvent(event: Omit<OrderEvent, 'id' | 'at' | 'actorId' | 'reason' | 'data'> & Partial<OrderEvent>) {
    const [row] = await db.insert(orderEvents).values(event).returning();
    if (!row) throw new Error('The order event insert returned no row');
    return row;
  }

  /**
   * Moves an order from `from` to `to` in one statement, so of two moves at once exactly one finds
   * the order still in `from`; undefined for the other (the order is no longer where it was).
   */
  async function moveStatus(orderId: string, from: Order['status'], changes: Partial<Order> & Pick<Order, 'status'>) {
    const [row] = await db
      .update(orders)
      .set(changes)
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning();
    return row;
  }

  /** The moves of these orders, oldest first. */
  async function eventsOf(orderIds: readonly string[]): Promise<OrderEvent[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [...orderIds]))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  }

  /** Records a payment on an order and answers the order as it now stands. */
  async function update(
    orderId: string,
    changes: Partial<Pick<Order, 'status' | 'paymentId' | 'paidAt' | 'holdExpiresAt' | 'invoiceNumber' | 'invoiceDate'>>,
  ) {
    const [row] = await db.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
    return row;
  }

  /** Records the provider order of a pending online order, once; answers the order as it now stands. */
  async function attachProviderOrder(orderId: string, providerOrderId: string): Promise<Order | undefined> {
    const [attached] = await db
      .update(orders)
      .set({ providerOrderId })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment'), isNull(orders.providerOrderId)))
      .returning();
    if (attached) return attached;
    const [current] = await db.select().from(orders).where(eq(orders.id, orderId));
    return current;
  }

  /**
   * The shopper's orders, newest first, but for online ones never paid: an order waiting for its
   * payment, or whose hold ran out unpaid, is not theirs yet. Each with its lines and their products
   * today, and its moves.
   */
  async function history(
    userId: string,
  ): Promise<{ order: Order; lines: { line: OrderLine; product: ProductRow }[]; events: OrderEvent[]; refunds: Refund[] }[]> {
    const placed = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), or(notInArray(orders.status, ['pending_payment', 'expired']), isNotNull(orders.paidAt))))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    if (placed.length === 0) return [];
    const lines = await db
      .select({ line: orderLines, product: { ...getTableColumns(products), categoryName: categories.categoryName } })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        inArray(
          orderLines.orderId,
          placed.map((order) => order.id),
        ),
      )
      .orderBy(asc(orderLines.isFree), asc(orderLines.id));
    const byOrder = new Map<string, typeof lines>();
    for (const row of lines) {
      const list = byOrder.get(row.line.orderId);
      if (list) list.push(row);
      else byOrder.set(row.line.orderId, [row]);
    }
    const ids = placed.map((order) => order.id);
    const [events, refundRows] = [await eventsOf(ids), await createRefundRepository(db).of(ids)];
    return placed.map((order) => ({
      order,
      lines: byOrder.get(order.id) ?? [],
      events: events.filter((event) => event.orderId === order.id),
      refunds: refundRows.filter((refund) => refund.orderId === order.id),
    }));
  }

  /** A shopper's own order that has an invoice number, with its lines; undefined for anyone else's, one not yet invoiced or a malformed id. */
  async function findInvoiced(userId: string, orderId: string): Promise<{ order: Order; lines: OrderLine[] } | undefined> {
    if (!isUuid(orderId)) return undefined;
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNotNull(orders.invoiceNumber)));
    if (!order) return undefined;
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.productName), asc(orderLines.id));
    return { order, lines };
  }

  return {
    ...orderFinders(db),
    ...orderLocks(db),
    appendEvent,
    attachProviderOrder,
    eventsOf,
    findInvoiced,
    heldProductIds,
    history,
    insert,
    linesOf,
    markExpired,
    moveStatus,
    update,
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

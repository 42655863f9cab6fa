import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import {
  addresses,
  categories,
  type NewOrder,
  type NewOrderLine,
  type Order,
  type OrderLine,
  orderLines,
  orders,
  products,
} from '../db/schema';
import { isUuid } from './product-repository';
import type { ProductRow } from './product-view';

/** The orders and their lines, read and written; the rules that use them live in `src/orders/`. */
export function createOrderRepository(db: AppDb) {
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

  /** An order's lines in product id order, the order their rows are locked in. */
  async function linesOf(orderId: string): Promise<OrderLine[]> {
    return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.productId));
  }

  /** Locks and reads the shopper's orders that wait for payment. */
  async function lockUnpaidOf(userId: string): Promise<Order[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
      .orderBy(asc(orders.id))
      .for('update');
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

  async function markExpired(orderId: string): Promise<void> {
    await db.update(orders).set({ status: 'expired', holdExpiresAt: null }).where(eq(orders.id, orderId));
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

  /** Records a payment on an order and answers the order as it now stands. */
  async function update(
    orderId: string,
    changes: Partial<Pick<Order, 'status' | 'paymentId' | 'holdExpiresAt' | 'invoiceNumber' | 'invoiceDate'>>,
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
   * Takes a refund in hand: sets `refunded` on an order that was paid (or paid late) and is not
   * refunded yet. Only one caller wins, so the money goes back once; undefined when nothing was
   * claimed. The caller gives the claim back with `undoRefundClaim` if the provider refuses.
   */
  async function claimRefund(orderId: string): Promise<Order | undefined> {
    if (!isUuid(orderId)) return undefined;
    const [claimed] = await db
      .update(orders)
      .set({ refunded: true })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.refunded, false),
          or(inArray(orders.status, ['placed', 'paid']), and(eq(orders.status, 'expired'), sql`${orders.paymentId} is not null`)),
        ),
      )
      .returning();
    return claimed;
  }

  async function undoRefundClaim(orderId: string): Promise<void> {
    await db.update(orders).set({ refunded: false }).where(eq(orders.id, orderId));
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

  /**
   * The shopper's placed and paid orders, newest first, and online ones paid after their hold ended
   * (refunded); unpaid online orders are not theirs yet. Each with its lines and their products today.
   */
  async function history(userId: string): Promise<{ order: Order; lines: { line: OrderLine; product: ProductRow }[] }[]> {
    const placed = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          or(inArray(orders.status, ['placed', 'paid']), and(eq(orders.status, 'expired'), isNotNull(orders.paymentId))),
        ),
      )
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
    return placed.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] }));
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
    attachProviderOrder,
    claimRefund,
    dueHolds,
    findAddress,
    findById,
    findByKey,
    findByProviderOrderId,
    findInvoiced,
    findNewest,
    findOwn,
    heldProductIds,
    history,
    insert,
    linesOf,
    lockByProviderOrderId,
    lockDueHold,
    lockUnpaid,
    lockUnpaidOf,
    markExpired,
    undoRefundClaim,
    update,
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

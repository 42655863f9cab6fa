import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { orders, type Refund, refunds } from '../db/schema';

/** The refunds of orders; the rules that create and settle them live in `src/payments/settlement.ts` and `src/orders/`. */
export function createRefundRepository(db: AppDb) {
  return {
    /** Paise of the order's refunds that count against what was paid: pending and processed. */
    async committedPaise(orderId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, ['pending', 'processed'])));
      return Number(row?.total ?? 0);
    },

    async insert(refund: typeof refunds.$inferInsert): Promise<Refund> {
      const [row] = await db.insert(refunds).values(refund).returning();
      if (!row) throw new Error('The refund insert returned no row');
      return row;
    },

    /** Settles a pending refund, once; undefined when it was settled already. */
    async settle(id: string, changes: Pick<Refund, 'state'> & Partial<Pick<Refund, 'providerRefundId' | 'failure'>>) {
      const [row] = await db
        .update(refunds)
        .set({ ...changes, settledAt: new Date() })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')))
        .returning();
      return row;
    },

    /**
     * Keeps the id the provider gave a refund it accepted; the refund stays pending until the
     * provider's webhook settles it. A webhook that came first has set it already: nothing changes.
     */
    async attachProviderRefundId(id: string, providerRefundId: string): Promise<Refund | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ providerRefundId })
        .where(and(eq(refunds.id, id), isNull(refunds.providerRefundId)))
        .returning();
      return row;
    },

    /** Refunds a provider accepted (its ids start with `prefix`) and has not reported on yet, with the payment each returns. */
    async pendingAtProvider(prefix: string): Promise<{ refund: Refund; paymentId: string | null }[]> {
      return db
        .select({ refund: refunds, paymentId: orders.paymentId })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(and(eq(refunds.state, 'pending'), like(refunds.providerRefundId, `${prefix}%`)));
    },

    async findById(id: string): Promise<Refund | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },

    async findByProviderRefundId(providerRefundId: string): Promise<Refund | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
      return row;
    },

    /** Marks the order refunded once its processed refunds reach what was paid. */
    async markOrderRefundedWhenWhole(orderId: string, paidPaise: number): Promise<void> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'processed')));
      if (Number(row?.total ?? 0) >= paidPaise) await db.update(orders).set({ refunded: true }).where(eq(orders.id, orderId));
    },

    /** The refunds of these orders, oldest first. */
    async of(orderIds: readonly string[]): Promise<Refund[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(refunds)
        .where(inArray(refunds.orderId, [...orderIds]))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;

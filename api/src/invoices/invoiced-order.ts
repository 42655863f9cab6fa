import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type Order, type OrderLine, orderLines, orders } from '../db/schema';

/** A shopper's own order that has an invoice number, with its lines; null for anyone else's, or one not yet invoiced. */
export async function findInvoicedOrder(db: AppDb, userId: string, orderId: string): Promise<{ order: Order; lines: OrderLine[] } | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNotNull(orders.invoiceNumber)));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.productName), asc(orderLines.id));
  return { order, lines };
}

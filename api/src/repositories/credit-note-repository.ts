import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type CreditNote, creditNotes, type Order, type OrderLine, orderLines, orders } from '../db/schema';

export function createCreditNoteRepository(db: AppDb) {
  return {
    /** Records a credit note; an order has at most one. */
    async issue(note: CreditNote): Promise<CreditNote> {
      const [row] = await db.insert(creditNotes).values(note).returning();
      if (!row) throw new Error('Insert into creditNotes returned no row');
      return row;
    },

    /** The credit note of an order, if it has one. */
    async ofOrder(orderId: string): Promise<CreditNote | undefined> {
      const [row] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
      return row;
    },

    /** One credit note by its number, if it belongs to that order. */
    async find(orderId: string, number: string): Promise<CreditNote | undefined> {
      const [row] = await db
        .select()
        .from(creditNotes)
        .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.number, number)));
      return row;
    },

    /** The invoices and credit notes issued in [from, to), oldest first, each with its order and lines: the month's sales register. */
    async issuedDocuments(from: Date, to: Date) {
      const invoiced = await db
        .select()
        .from(orders)
        .where(and(gte(orders.invoiceDate, from), lt(orders.invoiceDate, to)))
        .orderBy(asc(orders.invoiceDate), asc(orders.invoiceNumber));
      const notes = await db
        .select({ note: creditNotes, order: orders })
        .from(creditNotes)
        .innerJoin(orders, eq(orders.id, creditNotes.orderId))
        .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
      const ids = [...new Set([...invoiced.map((order) => order.id), ...notes.map((row) => row.order.id)])];
      const lines = ids.length === 0 ? [] : await db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
      const linesOf = (order: Order): OrderLine[] => lines.filter((line) => line.orderId === order.id);
      return {
        invoices: invoiced.map((order) => ({ order, lines: linesOf(order) })),
        creditNotes: notes.map(({ note, order }) => ({ note, order, lines: linesOf(order) })),
      };
    },

    /** The credit notes issued in [from, to), oldest first. */
    issuedBetween(from: Date, to: Date): Promise<CreditNote[]> {
      return db
        .select()
        .from(creditNotes)
        .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
    },
  };
}

export type CreditNoteRepository = ReturnType<typeof createCreditNoteRepository>;

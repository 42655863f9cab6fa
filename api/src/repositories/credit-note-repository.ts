import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type CreditNote, creditNotes } from '../db/schema';

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

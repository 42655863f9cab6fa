import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type OrderNote, orderNotes, staffMembers } from '../db/schema';

/** Staff notes on orders: written once, read with the name of who wrote them. */
export function createOrderNoteRepository(db: AppDb) {
  return {
    async add(note: { orderId: string; staffId: string; text: string }): Promise<OrderNote> {
      const [row] = await db.insert(orderNotes).values(note).returning();
      if (!row) throw new Error('order note not stored');
      return row;
    },

    /** An order's notes, oldest first, each with its writer's name. */
    ofOrder(orderId: string): Promise<{ note: OrderNote; staffName: string }[]> {
      return db
        .select({ note: orderNotes, staffName: staffMembers.name })
        .from(orderNotes)
        .innerJoin(staffMembers, eq(staffMembers.id, orderNotes.staffId))
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.at), asc(orderNotes.id));
    },
  };
}

export type OrderNoteRepository = ReturnType<typeof createOrderNoteRepository>;

import { desc, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { contactMessages } from '../db/schema';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactMessageView extends ContactMessageInput {
  _id: string;
  createdAt: Date;
}

export function createContactMessageRepository(db: AppDb) {
  return {
    async create(input: ContactMessageInput): Promise<{ _id: string }> {
      const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
      if (!row) throw new Error('Insert into contactMessages returned no row');
      return { _id: row.id };
    },

    /** The newest message sent from an address, ignoring the case of the address. */
    async findLatestByEmail(email: string): Promise<ContactMessageView | undefined> {
      const [row] = await db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = lower(${email})`)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(1);
      if (!row) return undefined;
      const { id, ...rest } = row;
      return { _id: id, ...rest };
    },
  };
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;

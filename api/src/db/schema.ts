import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Ids are uuids the database assigns; the API exposes them as strings in `_id`.
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('createdAt', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: id(),
  categoryName: text('categoryName').notNull().unique(),
  createdAt: createdAt(),
});

export const banners = pgTable('banners', {
  id: id(),
  url: text('url').notNull(),
  isActive: boolean('isActive').notNull().default(true),
  sortOrder: integer('sortOrder').notNull().default(0),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contactMessages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  // Messages are looked up by sender (e-mail case does not matter), newest first.
  (table) => [index('contactMessages_email_createdAt_idx').on(sql`lower(${table.email})`, table.createdAt)],
);

export type Category = typeof categories.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** A weight option of a product: grams or millilitres, and the price of that pack in rupees. */
export interface WeightOptionRow {
  weight: number;
  price: number;
}

/** One section of a product's Information tab. */
export interface InformationRow {
  _id: string;
  title: string;
  information: string[];
}

// Money is numeric(12,2) (exact rupees and paise); drivers return it as a string.
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 }).notNull().default('0');

export const products = pgTable(
  'products',
  {
    id: id(),
    productName: text('productName').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('categoryId')
      .notNull()
      .references(() => categories.id),
    productImages: text('productImages').array().notNull().default(sql`'{}'::text[]`),
    weight: jsonb('weight').$type<WeightOptionRow[]>().notNull().default([]),
    price: money('price').notNull(),
    /** The selling price when discounted; 0 means no discount. */
    discountedAmount: money('discountedAmount').notNull().default('0'),
    /** What a shopper pays: the discounted amount when there is one, else the price. */
    paidPrice: money('paidPrice')
      .notNull()
      .generatedAlwaysAs(sql`case when "discountedAmount" > 0 then "discountedAmount" else "price" end`),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('isActive').notNull().default(true),
    avgRating: numeric('avgRating', { precision: 2, scale: 1 }).notNull().default('0'),
    ratingCount: integer('ratingCount').notNull().default(0),
    /** Units sold; ranks best sellers and relevance. Sent as `count`. */
    salesCount: integer('salesCount').notNull().default(0),
    viewCount: integer('viewCount').notNull().default(0),
    description: text('description').notNull().default(''),
    highlights: jsonb('highlights').$type<[string, string][]>().notNull().default([]),
    /** The value of the highlight labelled brand, kept beside it so search can read it cheaply. */
    brand: text('brand')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(jsonb_path_query_first("highlights", 'strict $[*] ? (@[0] like_regex "^brand$" flag "i")[1]') #>> '{}', '')`,
      ),
    /** Lower-case name and brand, read by the quick search (generated columns cannot read `brand`). */
    searchText: text('searchText')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("productName" || ' ' || coalesce(jsonb_path_query_first("highlights", 'strict $[*] ? (@[0] like_regex "^brand$" flag "i")[1]') #>> '{}', ''))`,
      ),
    information: jsonb('information').$type<InformationRow[]>().notNull().default([]),
    cgst: percent('cgst'),
    sgst: percent('sgst'),
    igst: percent('igst'),
    otherCharges: money('otherCharges').notNull().default('0'),
    otherChargesType: text('otherChargesType', { enum: ['percentage', 'amount'] })
      .notNull()
      .default('amount'),
    hsnCode: text('hsnCode').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('products_price_positive', sql`${table.price} > 0`),
    check('products_discountedAmount_range', sql`${table.discountedAmount} >= 0 and ${table.discountedAmount} <= ${table.price}`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_avgRating_range', sql`${table.avgRating} between 0 and 5`),
    check('products_otherChargesType_known', sql`${table.otherChargesType} in ('percentage', 'amount')`),
    // The listing filters active products by category, price and rating and sorts by these keys.
    index('products_active_category_idx').on(table.isActive, table.categoryId),
    index('products_active_paidPrice_idx').on(table.isActive, table.paidPrice),
    // NULLS FIRST is what a plain ORDER BY … DESC means; without it the planner cannot use these.
    index('products_active_sales_idx').on(table.isActive, table.salesCount.desc().nullsFirst(), table.createdAt.desc().nullsFirst()),
    index('products_active_relevance_idx').on(
      table.isActive,
      sql`(${table.stock} = 0)`,
      table.salesCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
    ),
    index('products_active_createdAt_idx').on(table.isActive, table.createdAt.desc().nullsFirst()),
    index('products_name_lower_idx').on(sql`lower(${table.productName})`),
  ],
);

/** "Customers also use": a product's linked products, in the order they were linked. */
export const productLinks = pgTable(
  'productLinks',
  {
    productId: uuid('productId')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: uuid('linkedProductId')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sortOrder').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.linkedProductId] })],
);

export type Category = typeof categories.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../client';
import { banners, categories, coupons, productLinks, productRatings, products, stockMovements } from '../schema';
import { seedBanners } from './banners';
import { catalogue } from './catalogue';
import { seedCategories } from './categories';
import { seedCoupons } from './coupons';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoStaff } from './demo-staff';
import { catalogueProducts, type SeedProduct, variantProduct } from './products';

/** Rows per insert: well under PostgreSQL's limit of 65,535 bound parameters. */
const BATCH_SIZE = 500;

export interface SeedOptions {
  /** How many products to seed: the catalogue by default, or more (by variation) for benchmarks. */
  productCount?: number;
  /** The moment product dates count back from; tests fix it. */
  now?: Date;
  /** Adds the demo retailer and wholesaler accounts (development and browser tests, never production). */
  demoAccounts?: boolean;
  /** Adds one staff account per role, without a second factor (development and browser tests, never production). */
  demoStaff?: boolean;
  /** Adds the sample coupon offers (decision 007); follows demoAccounts unless set. */
  offers?: boolean;
}

async function isEmpty(db: AppDb, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ rows: count() }).from(table);
  return (row?.rows ?? 0) === 0;
}

function seedProductList(productCount: number | undefined, now: number): SeedProduct[] {
  const items = catalogueProducts(now);
  const wanted = productCount ?? items.length;
  if (wanted <= items.length) return items.slice(0, wanted);
  for (let n = items.length; n < wanted; n += 1) items.push(variantProduct(n, now));
  return items;
}

/** Inserts the products whose category exists, then their links; returns how many were inserted. */
async function seedProducts(db: AppDb, options: SeedOptions): Promise<number> {
  const categoryIds = new Map((await db.select().from(categories)).map((row) => [row.categoryName, row.id]));
  const items = seedProductList(options.productCount, (options.now ?? new Date()).getTime()).filter((item) =>
    categoryIds.has(item.categoryName),
  );
  const idsBySlug = new Map<string, string>();
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    const batch = items
      .slice(start, start + BATCH_SIZE)
      .map((item) => ({ ...item.row, categoryId: categoryIds.get(item.categoryName) as string }));
    const inserted = await db.insert(products).values(batch).returning({ id: products.id, slug: products.slug, stock: products.stock });
    for (const row of inserted) idsBySlug.set(row.slug, row.id);
    // The seeded stock came in like any other: its history starts with it.
    const received = inserted.filter((row) => row.stock > 0);
    if (received.length > 0)
      await db
        .insert(stockMovements)
        .values(received.map((row) => ({ productId: row.id, change: row.stock, reason: 'received' as const, stockAfter: row.stock })));
  }
  const links = items.flatMap((item) =>
    item.linkedSlugs
      .filter((slug) => idsBySlug.has(slug))
      .map((slug, sortOrder) => ({
        productId: idsBySlug.get(item.row.slug) as string,
        linkedProductId: idsBySlug.get(slug) as string,
        sortOrder,
      })),
  );
  if (links.length > 0) await db.insert(productLinks).values(links);
  const ratings = items.flatMap((item) =>
    item.ratings.map((rating) => ({ productId: idsBySlug.get(item.row.slug) as string, rating, seeded: true })),
  );
  for (let start = 0; start < ratings.length; start += BATCH_SIZE) {
    await db.insert(productRatings).values(ratings.slice(start, start + BATCH_SIZE));
  }
  return items.length;
}

/**
 * Fills an empty shop with its starting catalogue. Each table is seeded only while
 * it is empty, so restarting the server (or an operator's own data) is left alone.
 * Returns the names of the tables it filled.
 */
export async function seedDatabase(db: AppDb, options: SeedOptions = {}): Promise<string[]> {
  const seeded: string[] = [];
  if (await isEmpty(db, categories)) {
    await db.insert(categories).values(seedCategories).onConflictDoNothing();
    seeded.push('categories');
  }
  if (await isEmpty(db, banners)) {
    await db.insert(banners).values(seedBanners);
    seeded.push('banners');
  }
  // One transaction, so an interrupted start never leaves half a catalogue that would block the next seed.
  if (await isEmpty(db, products)) {
    const inserted = await db.transaction((tx) => seedProducts(tx as unknown as AppDb, options));
    if (inserted > 0) seeded.push('products');
  }
  if (options.demoAccounts && (await seedDemoAccounts(db)) > 0) seeded.push('users');
  if (options.demoStaff && (await seedDemoStaff(db)) > 0) seeded.push('staff');
  if ((options.offers ?? options.demoAccounts) && (await isEmpty(db, coupons)) && (await seedCoupons(db, options.now)) > 0) {
    seeded.push('coupons');
  }
  return seeded;
}

/** How many products the real catalogue holds. */
export const CATALOGUE_SIZE = catalogue.length;

import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../client';
import { banners, categories } from '../schema';
import { seedBanners } from './banners';
import { seedCategories } from './categories';

async function isEmpty(db: AppDb, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ rows: count() }).from(table);
  return (row?.rows ?? 0) === 0;
}

/**
 * Fills an empty shop with its starting catalogue. Each table is seeded only while
 * it is empty, so restarting the server (or an operator's own data) is left alone.
 * Returns the names of the tables it filled.
 */
export async function seedDatabase(db: AppDb): Promise<string[]> {
  const seeded: string[] = [];
  if (await isEmpty(db, categories)) {
    await db.insert(categories).values(seedCategories).onConflictDoNothing();
    seeded.push('categories');
  }
  if (await isEmpty(db, banners)) {
    await db.insert(banners).values(seedBanners);
    seeded.push('banners');
  }
  return seeded;
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type Product, products } from '../db/schema';

/** The stock of products as orders take and give it back; run over a transaction that has locked the rows. */
export function createStockRepository(db: AppDb) {
  return {
    /** Locks the products in id order (so two orders over the same products never deadlock) and reads them. */
    async lock(ids: readonly string[]): Promise<Product[]> {
      return db
        .select()
        .from(products)
        .where(inArray(products.id, [...new Set(ids)]))
        .orderBy(asc(products.id))
        .for('update');
    },

    /** Takes `quantity` off the stock and counts it as sold. */
    async take(productId: string, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, salesCount: sql`${products.salesCount} + ${quantity}` })
        .where(eq(products.id, productId));
    },

    /** Puts `quantity` back on the stock and takes it off the sales count. */
    async giveBack(productId: string, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, salesCount: sql`greatest(${products.salesCount} - ${quantity}, 0)` })
        .where(eq(products.id, productId));
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;

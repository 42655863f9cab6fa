import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { categories, products, wishlistItems } from '../db/schema';
import { isUuid } from './product-repository';
import { type ProductView, toProductView } from './product-view';

export function createWishlistRepository(db: AppDb) {
  return {
    /** The shopper's saved products that are still on sale, as product cards, oldest first. */
    async list(userId: string): Promise<ProductView[]> {
      const rows = await db
        .select({ ...getTableColumns(products), categoryName: categories.categoryName })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
        .orderBy(asc(wishlistItems.createdAt), asc(products.id));
      return rows.map((row) => toProductView(row));
    },

    /**
     * Removes the product when it is saved, else saves it if it is on sale.
     * 'not-found' for an unknown or inactive product that was not saved.
     */
    async toggle(userId: string, productId: string): Promise<'added' | 'removed' | 'not-found'> {
      if (!isUuid(productId)) return 'not-found';
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      if (removed.length > 0) return 'removed';
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      if (!product) return 'not-found';
      // createdAt from the database's clock: microseconds keep two quick saves in order.
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
      return 'added';
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

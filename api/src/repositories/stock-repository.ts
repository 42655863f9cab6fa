import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type Product, products, type StockMovement, staffMembers, stockMovements } from '../db/schema';
import { escapeLike } from './like-pattern';
import { isUuid } from './product-repository';

/** A product's stock beside its low-stock threshold, as the lists show it. */
const STOCK_LEVEL = {
  id: products.id,
  productName: products.productName,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
};

/** Why staff change a stock; orders write their own reasons. */
export type StaffStockReason = 'received' | 'adjustment' | 'damaged';

/** A staff member's change of one product's stock. */
export interface StockAdjustment {
  productId: string;
  change: number;
  reason: StaffStockReason;
  staffId: string;
  note?: string | undefined;
}

/** What an adjustment found: the new stock, the product missing, or a change that would take it below zero. */
export type AdjustmentResult = { kind: 'moved'; movement: StockMovement } | { kind: 'no-product' } | { kind: 'below-zero'; stock: number };

/**
 * The stock of products. Every change is one guarded update of the product's row that writes its
 * movement beside it, in the caller's transaction: the history and the stock never disagree.
 */
export function createStockRepository(db: AppDb) {
  /** Changes the stock and records why; answers the movement, or none when the stock would go below zero. */
  async function move(
    productId: string,
    change: number,
    movement: Pick<StockMovement, 'reason'> & Partial<Pick<StockMovement, 'staffId' | 'orderId' | 'note'>>,
    sold = 0,
  ): Promise<StockMovement | undefined> {
    const [row] = await db
      .update(products)
      .set({
        stock: sql`${products.stock} + ${change}`,
        ...(sold !== 0 ? { salesCount: sql`greatest(${products.salesCount} + ${sold}, 0)` } : {}),
      })
      // Checked in the row's own update, so parallel changes cannot together take it below zero.
      .where(and(eq(products.id, productId), gte(sql`${products.stock} + ${change}`, 0)))
      .returning({ stock: products.stock });
    if (!row) return undefined;
    const [written] = await db
      .insert(stockMovements)
      .values({ productId, change, stockAfter: row.stock, ...movement })
      .returning();
    return written;
  }

  return {
    /**
     * Locks the products in id order (so two orders over the same products never deadlock) and reads
     * them. The lock is the one the stock's update takes anyway (`no key update`): orders over a
     * product still run one after the other, but a row that merely points at the product (a cart
     * line, a wishlist entry) is written meanwhile, instead of waiting, with one of the API's few
     * database connections, for every order queued on a product that is selling out.
     */
    async lock(ids: readonly string[]): Promise<Product[]> {
      return db
        .select()
        .from(products)
        .where(inArray(products.id, [...new Set(ids)]))
        .orderBy(asc(products.id))
        .for('no key update');
    },

    /** Takes an order's `quantity` off the stock and counts it as sold; the row is locked and its stock checked. */
    async take(productId: string, quantity: number, orderId: string): Promise<void> {
      if (!(await move(productId, -quantity, { reason: 'order', orderId }, quantity)))
        throw new Error(`stock of ${productId} would go below zero for order ${orderId}`);
    },

    /** Puts an order's `quantity` back on the stock and takes it off the sales count. */
    async giveBack(productId: string, quantity: number, orderId: string, reason: 'cancellation' | 'return'): Promise<void> {
      await move(productId, quantity, { reason, orderId }, -quantity);
    },

    /** A staff member's count: 'below-zero' (nothing written) when it would take more than there is. */
    async adjust({ productId, change, reason, staffId, note }: StockAdjustment): Promise<AdjustmentResult> {
      if (!isUuid(productId)) return { kind: 'no-product' };
      const movement = await move(productId, change, { reason, staffId, note: note ?? null });
      if (movement) return { kind: 'moved', movement };
      const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      return product ? { kind: 'below-zero', stock: product.stock } : { kind: 'no-product' };
    },

    /** A product's stock, its threshold and its latest movements with who made them, newest first. */
    async history(productId: string, limit: number) {
      if (!isUuid(productId)) return undefined;
      const [product] = await db
        .select({ stock: products.stock, lowStockThreshold: products.lowStockThreshold, productName: products.productName })
        .from(products)
        .where(eq(products.id, productId));
      if (!product) return undefined;
      const movements = await db
        .select({ movement: stockMovements, staffName: staffMembers.name })
        .from(stockMovements)
        .leftJoin(staffMembers, eq(staffMembers.id, stockMovements.staffId))
        .where(eq(stockMovements.productId, productId))
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(limit);
      return { ...product, movements };
    },

    /** Up to 50 products whose name holds `words` (every product without), those at or below their threshold first. */
    async find(words: string | undefined) {
      return db
        .select(STOCK_LEVEL)
        .from(products)
        .where(ilike(products.productName, `%${escapeLike(words ?? '')}%`))
        .orderBy(desc(sql`${products.stock} <= ${products.lowStockThreshold}`), asc(products.productName))
        .limit(50);
    },

    /** Active products at or below their low-stock threshold, the emptiest first. */
    async low() {
      return db
        .select(STOCK_LEVEL)
        .from(products)
        .where(and(eq(products.isActive, true), lte(products.stock, products.lowStockThreshold)))
        .orderBy(asc(products.stock), asc(products.productName));
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;

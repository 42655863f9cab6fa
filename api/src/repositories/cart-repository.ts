import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { cartItems, categories, products } from '../db/schema';
import { isUuid } from './product-repository';
import { type ProductRow, type ProductView, toProductView } from './product-view';

/** A cart line as every reply carries it (decision 007); `cartId` repeats `_id`. */
export interface CartLineView {
  _id: string;
  cartId: string;
  product: ProductView;
  quantity: number;
}

/** A cart line with its product row, for pricing. */
export interface CartRow {
  id: string;
  quantity: number;
  product: ProductRow;
}

export interface LineQuantity {
  _id: string;
  quantity: number;
}

export type AddOutcome =
  | { kind: 'added'; line: LineQuantity }
  | { kind: 'not-found' }
  | { kind: 'out-of-stock' }
  | { kind: 'stock-limit'; canAdd: number; stock: number };

/** A change by one unit, as the product card sends it, or an absolute quantity. */
export type QuantityChange = { mode: 'delta'; delta: 1 | -1 } | { mode: 'set'; quantity: number };

export type UpdateOutcome =
  | { kind: 'updated'; line: LineQuantity }
  | { kind: 'not-found' }
  | { kind: 'below-one' }
  | { kind: 'stock-limit'; stock: number; cartUpdated: boolean; line: LineQuantity };

export const toCartLineView = (row: CartRow): CartLineView => ({
  _id: row.id,
  cartId: row.id,
  product: toProductView(row.product),
  quantity: row.quantity,
});

type Row = Record<string, unknown>;

export function createCartRepository(db: AppDb) {
  // The two drivers answer execute() differently: postgres-js with an array, PGlite with { rows }.
  async function run<T extends Row>(query: SQL): Promise<T[]> {
    const result = await db.execute<T>(query);
    return Array.isArray(result) ? (result as T[]) : (result as unknown as { rows: T[] }).rows;
  }

  const lineQuantity = (row: Row | undefined): LineQuantity | undefined =>
    row ? { _id: String(row.id), quantity: Number(row.quantity) } : undefined;

  /** The line with its product's stock, when the line is the shopper's and its product is on sale. */
  async function lineWithStock(userId: string, lineId: string) {
    const [row] = await db
      .select({ id: cartItems.id, quantity: cartItems.quantity, stock: products.stock })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId), eq(products.isActive, true)));
    return row;
  }

  /** The shopper's lines whose product is on sale, with their product rows, oldest first. */
  async function rows(userId: string): Promise<CartRow[]> {
    const found = await db
      .select({ line: cartItems, product: { ...getTableColumns(products), categoryName: categories.categoryName } })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(cartItems.userId, userId), eq(products.isActive, true)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return found.map(({ line, product }) => ({ id: line.id, quantity: line.quantity, product }));
  }

  return {
    rows,

    /** The shopper's cart as product-card lines, oldest first. */
    async list(userId: string): Promise<CartLineView[]> {
      return (await rows(userId)).map(toCartLineView);
    },

    /**
     * Adds `quantity` of a product on sale, growing the line when the product is in the cart.
     * One statement: the stock check sits in it, so concurrent adds never pass the stock.
     */
    async add(userId: string, productId: string, quantity: number): Promise<AddOutcome> {
      if (!isUuid(productId)) return { kind: 'not-found' };
      const [added] = await run(sql`
        insert into ${cartItems} ("userId", "productId", "quantity")
        select ${userId}::uuid, ${products.id}, ${quantity}::int from ${products}
        where ${products.id} = ${productId}::uuid and ${products.isActive} and ${products.stock} >= ${quantity}::int
        on conflict ("userId", "productId") do update set "quantity" = ${cartItems}."quantity" + excluded."quantity"
        where ${cartItems}."quantity" + excluded."quantity" <= (
          select "stock" from ${products} where "id" = excluded."productId" and "isActive"
        )
        returning "id", "quantity"`);
      const line = lineQuantity(added);
      if (line) return { kind: 'added', line };

      const [product] = await db
        .select({ stock: products.stock })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      if (!product) return { kind: 'not-found' };
      if (product.stock <= 0) return { kind: 'out-of-stock' };
      const [existing] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
      return { kind: 'stock-limit', stock: product.stock, canAdd: Math.max(0, product.stock - (existing?.quantity ?? 0)) };
    },

    /**
     * Changes a line's quantity in one statement whose WHERE holds the stock check, so
     * concurrent +1s never pass the stock. Above the stock the line is raised to the stock.
     */
    async update(userId: string, lineId: string, change: QuantityChange): Promise<UpdateOutcome> {
      if (!isUuid(lineId)) return { kind: 'not-found' };
      const target = change.mode === 'set' ? sql`${change.quantity}::int` : sql`${cartItems}."quantity" + ${change.delta}::int`;
      const [updated] = await run(sql`
        update ${cartItems} set "quantity" = ${target}
        from ${products}
        where ${cartItems.id} = ${lineId}::uuid and ${cartItems.userId} = ${userId}::uuid
          and ${products.id} = ${cartItems.productId} and ${products.isActive}
          and ${target} >= 1 and ${target} <= ${products.stock}
        returning ${cartItems.id}, ${cartItems.quantity}`);
      const line = lineQuantity(updated);
      if (line) return { kind: 'updated', line };

      const current = await lineWithStock(userId, lineId);
      if (!current) return { kind: 'not-found' };
      const wanted = change.mode === 'set' ? change.quantity : current.quantity + change.delta;
      if (wanted < 1) return { kind: 'below-one' };
      const [raised] = await run(sql`
        update ${cartItems} set "quantity" = ${products.stock}
        from ${products}
        where ${cartItems.id} = ${lineId}::uuid and ${cartItems.userId} = ${userId}::uuid
          and ${products.id} = ${cartItems.productId} and ${cartItems.quantity} < ${products.stock}
        returning ${cartItems.id}, ${cartItems.quantity}`);
      const raisedLine = lineQuantity(raised);
      return {
        kind: 'stock-limit',
        stock: current.stock,
        cartUpdated: raisedLine !== undefined,
        line: raisedLine ?? { _id: current.id, quantity: current.quantity },
      };
    },

    /** Removes one of the shopper's lines; false when there is no such line. */
    async remove(userId: string, lineId: string): Promise<boolean> {
      if (!isUuid(lineId)) return false;
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return removed.length > 0;
    },

    /** The shopper's stored lines as they are, whatever their products' state. */
    async storedLines(userId: string) {
      return db.select().from(cartItems).where(eq(cartItems.userId, userId));
    },

    async clear(userId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;

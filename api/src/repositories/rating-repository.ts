import type { OrderStatus } from '@shop/shared/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/client';
import { orderLines, orders, type ProductRating, productRatings, products, staffMembers, users } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

/** The orders whose goods reached the shopper: delivered, and delivered then asked back or returned. */
export const RATABLE_STATES: ReadonlySet<OrderStatus> = new Set(['delivered', 'return_requested', 'returned']);

/** Staff read the ratings 50 at a time. */
export const RATINGS_PAGE_SIZE = 50;

/** A product's average and count as its pages show them. */
export interface RatingSummary {
  avgRating: number;
  ratingCount: number;
}

export type RateResult =
  | { kind: 'rated'; rating: ProductRating; summary: RatingSummary }
  | { kind: 'no-product' }
  | { kind: 'no-order' }
  | { kind: 'not-delivered'; status: OrderStatus }
  | { kind: 'not-in-order' }
  | { kind: 'already-rated' };

/** A rating as staff read it: with the product's name, the shopper's and who hid it. */
export interface StaffRatingRow {
  rating: ProductRating;
  productName: string;
  shopperName: string | null;
  hiddenByName: string | null;
}

export type HideResult =
  | { kind: 'changed'; before: ProductRating; after: StaffRatingRow; summary: RatingSummary }
  | { kind: 'not-found' }
  | { kind: 'stale'; current: ProductRating };

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Sets a product's average and count from its visible ratings of verified buyers (not seeded, not
 * hidden). The caller holds the product's row lock, taken before this statement began, so this
 * statement sees every rating committed before it and none can slip in between.
 */
async function recount(tx: Tx, productId: string): Promise<RatingSummary> {
  const [row] = await tx
    .update(products)
    .set({
      avgRating: sql`coalesce((select round(avg(r."rating")::numeric, 1) from "productRatings" r
        where r."productId" = ${productId} and not r."seeded" and r."hiddenAt" is null), 0)`,
      ratingCount: sql`(select count(*)::int from "productRatings" r
        where r."productId" = ${productId} and not r."seeded" and r."hiddenAt" is null)`,
    })
    .where(eq(products.id, productId))
    .returning({ avgRating: products.avgRating, ratingCount: products.ratingCount });
  if (!row) throw new Error(`product ${productId} went while its ratings were counted`);
  return { avgRating: Number(row.avgRating), ratingCount: row.ratingCount };
}

/** Locks a product's row: every change of its ratings and its count waits for the one before. */
async function lockProduct(tx: Tx, productId: string): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return row !== undefined;
}

/** The first word of a name, as the product page names a buyer. */
export const firstName = (fullName: string | null) => fullName?.trim().split(/\s+/)[0] || null;

/** Ratings of products by the shoppers who received them, their counting, and staff hiding them. */
export function createRatingRepository(db: AppDb) {
  const hider = alias(staffMembers, 'hider');

  async function staffRow(ratingId: string): Promise<StaffRatingRow | undefined> {
    const [row] = await db
      .select({ rating: productRatings, productName: products.productName, shopperName: users.fullName, hiddenByName: hider.name })
      .from(productRatings)
      .innerJoin(products, eq(products.id, productRatings.productId))
      .leftJoin(users, eq(users.id, productRatings.userId))
      .leftJoin(hider, eq(hider.id, productRatings.hiddenBy))
      .where(eq(productRatings.id, ratingId));
    return row;
  }

  return {
    /**
     * A shopper's rating of a product of one of their orders that reached them, once per product.
     * The product's row is locked first, so parallel sends (and a staff member hiding one) take
     * turns: the second finds the first's rating; the unique index holds even so.
     */
    async rate(input: { userId: string; productId: string; orderId: string; stars: number; text: string | null }): Promise<RateResult> {
      try {
        return await db.transaction(async (tx): Promise<RateResult> => {
          if (!(await lockProduct(tx, input.productId))) return { kind: 'no-product' };
          const [order] = await tx
            .select({ status: orders.status })
            .from(orders)
            .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
          if (!order) return { kind: 'no-order' };
          if (!RATABLE_STATES.has(order.status)) return { kind: 'not-delivered', status: order.status };
          const [line] = await tx
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(and(eq(orderLines.orderId, input.orderId), eq(orderLines.productId, input.productId)))
            .limit(1);
          if (!line) return { kind: 'not-in-order' };
          const [earlier] = await tx
            .select({ id: productRatings.id })
            .from(productRatings)
            .where(and(eq(productRatings.userId, input.userId), eq(productRatings.productId, input.productId)));
          if (earlier) return { kind: 'already-rated' };
          const [rating] = await tx
            .insert(productRatings)
            .values({ productId: input.productId, userId: input.userId, orderId: input.orderId, rating: input.stars, text: input.text })
            .returning();
          if (!rating) throw new Error('rating not stored');
          return { kind: 'rated', rating, summary: await recount(tx, input.productId) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'already-rated' };
        throw error;
      }
    },

    /** The stars a shopper gave each of these products, by product id. */
    async starsOf(userId: string, productIds: readonly string[]): Promise<Map<string, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ productId: productRatings.productId, stars: productRatings.rating })
        .from(productRatings)
        .where(and(eq(productRatings.userId, userId), inArray(productRatings.productId, [...new Set(productIds)])));
      return new Map(rows.map((row) => [row.productId, row.stars]));
    },

    /** A product's latest visible ratings of verified buyers, newest first, with the buyer's first name. */
    async latestVisible(productId: string, limit: number) {
      const rows = await db
        .select({
          id: productRatings.id,
          stars: productRatings.rating,
          text: productRatings.text,
          createdAt: productRatings.createdAt,
          fullName: users.fullName,
        })
        .from(productRatings)
        .leftJoin(users, eq(users.id, productRatings.userId))
        .where(and(eq(productRatings.productId, productId), eq(productRatings.seeded, false), isNull(productRatings.hiddenAt)))
        .orderBy(desc(productRatings.createdAt), desc(productRatings.id))
        .limit(limit);
      return rows.map(({ fullName, ...row }) => ({ ...row, shopperName: firstName(fullName) }));
    },

    /** Ratings of verified buyers (seeded rows are shown nowhere), newest first, all or only the hidden or visible ones. */
    async list(filter: { hidden?: boolean | undefined; page?: number | undefined }) {
      const page = filter.page ?? 1;
      const where = and(
        eq(productRatings.seeded, false),
        filter.hidden === undefined ? undefined : filter.hidden ? isNotNull(productRatings.hiddenAt) : isNull(productRatings.hiddenAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ rating: productRatings, productName: products.productName, shopperName: users.fullName, hiddenByName: hider.name })
          .from(productRatings)
          .innerJoin(products, eq(products.id, productRatings.productId))
          .leftJoin(users, eq(users.id, productRatings.userId))
          .leftJoin(hider, eq(hider.id, productRatings.hiddenBy))
          .where(where)
          .orderBy(desc(productRatings.createdAt), desc(productRatings.id))
          .limit(RATINGS_PAGE_SIZE)
          .offset((page - 1) * RATINGS_PAGE_SIZE),
        db.select({ total: count() }).from(productRatings).where(where),
      ]);
      return { rows: rows as StaffRatingRow[], page, total: total?.total ?? 0 };
    },

    /**
     * Hides a rating (with the reason and who) or shows it again, from the version the staff member
     * read, and counts the product again in the same transaction.
     */
    async setHidden(input: {
      ratingId: string;
      version: number;
      hidden: boolean;
      reason: string | null;
      staffId: string;
    }): Promise<HideResult> {
      const result = await db.transaction(async (tx) => {
        const [found] = await tx.select().from(productRatings).where(eq(productRatings.id, input.ratingId));
        if (!found || found.seeded) return { kind: 'not-found' } as const;
        await lockProduct(tx, found.productId);
        const [before] = await tx.select().from(productRatings).where(eq(productRatings.id, input.ratingId)).for('update');
        if (!before) return { kind: 'not-found' } as const;
        if (before.version !== input.version) return { kind: 'stale', current: before } as const;
        await tx
          .update(productRatings)
          .set(
            input.hidden
              ? { hiddenAt: new Date(), hiddenReason: input.reason, hiddenBy: input.staffId, version: sql`${productRatings.version} + 1` }
              : { hiddenAt: null, hiddenReason: null, hiddenBy: null, version: sql`${productRatings.version} + 1` },
          )
          .where(eq(productRatings.id, input.ratingId));
        return { kind: 'changed', before, summary: await recount(tx, before.productId) } as const;
      });
      if (result.kind !== 'changed') return result;
      const after = await staffRow(input.ratingId);
      if (!after) return { kind: 'not-found' };
      return { ...result, after };
    },
  };
}

export type RatingRepository = ReturnType<typeof createRatingRepository>;

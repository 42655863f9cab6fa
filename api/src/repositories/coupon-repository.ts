import type { CouponFields, OfferBenefit } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, getTableColumns, gt, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type Coupon, categories, coupons, orders, products } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { ProductRow } from './product-view';

/** An offer as the offers page reads it (decisions 007 and 015). */
export interface OfferView {
  _id: string;
  offerName: string;
  userType: Coupon['userType'];
  couponCode: string;
  limit: number | 'unlimited';
  highlights: string[];
  termsAndConditions: string[];
  forYou: boolean;
  benefit: OfferBenefit;
  minCartValue: number;
  expiresAt: Date | null;
}

/** An active coupon with the name of the product it gives away, if any. */
export type ListedCoupon = Coupon & { freeProductName: string | null };

function benefitOf(coupon: ListedCoupon): OfferBenefit {
  if (coupon.kind === 'flat') return { kind: 'flat', amount: Number(coupon.flatAmount ?? 0) };
  if (coupon.kind === 'free-product') return { kind: 'free-product', productName: coupon.freeProductName, quantity: coupon.freeQuantity };
  return {
    kind: 'percent',
    percentOff: Number(coupon.percentOff ?? 0),
    maxDiscount: coupon.maxDiscount === null ? null : Number(coupon.maxDiscount),
  };
}

/** An offer for a shopper of `accountType`: `forYou` when their account may use it. */
export const toOfferView = (coupon: ListedCoupon, accountType: string | null): OfferView => ({
  _id: coupon.id,
  offerName: coupon.offerName,
  userType: coupon.userType,
  couponCode: coupon.couponCode,
  limit: coupon.usageLimit ?? 'unlimited',
  highlights: coupon.highlights,
  termsAndConditions: coupon.termsAndConditions,
  forYou: coupon.userType === 'all' || coupon.userType === accountType,
  benefit: benefitOf(coupon),
  minCartValue: Number(coupon.minCartValue),
  expiresAt: coupon.expiresAt,
});

/** A coupon as staff keep it: amounts as numbers, with the name of the product it gives away. */
export function toStaffCoupon(coupon: ListedCoupon) {
  const amount = (value: string | null) => (value === null ? null : Number(value));
  return {
    ...coupon,
    percentOff: coupon.kind === 'percent' ? Number(coupon.percentOff) : null,
    maxDiscount: amount(coupon.maxDiscount),
    flatAmount: amount(coupon.flatAmount),
    minCartValue: Number(coupon.minCartValue),
  };
}

/** A coupon's columns from the fields staff give; a field of another kind is stored empty. */
function columnsOf(fields: CouponFields) {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
  return {
    offerName: fields.offerName,
    couponCode: fields.couponCode,
    userType: fields.userType,
    kind: fields.kind,
    percentOff: fields.kind === 'percent' ? String(fields.percentOff ?? 0) : '0',
    maxDiscount: fields.kind === 'percent' ? text(fields.maxDiscount) : null,
    flatAmount: fields.kind === 'flat' ? text(fields.flatAmount) : null,
    freeProductId: fields.kind === 'free-product' ? fields.freeProductId : null,
    freeQuantity: fields.kind === 'free-product' ? fields.freeQuantity : 1,
    minCartValue: String(fields.minCartValue),
    usageLimit: fields.usageLimit,
    usesPerShopper: fields.usesPerShopper,
    highlights: fields.highlights,
    termsAndConditions: fields.termsAndConditions,
    isActive: fields.isActive,
    startsAt: fields.startsAt,
    expiresAt: fields.expiresAt,
  };
}

/** How a staff write ended: the coupon written, or why nothing was. */
export type CouponWrite =
  | { kind: 'written'; before?: ListedCoupon; coupon: ListedCoupon }
  | { kind: 'code-taken' }
  | { kind: 'no-product' }
  | { kind: 'not-found' }
  | { kind: 'changed'; current: ListedCoupon };

// Codes are short words; anything longer is no code and needs no query.
const MAX_CODE_LENGTH = 64;

export function createCouponRepository(db: AppDb) {
  const usable = (now: Date) => and(eq(coupons.isActive, true), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));
  const started = (now: Date) => or(isNull(coupons.startsAt), lte(coupons.startsAt, now));
  const sameCode = (code: string) => sql`upper(${coupons.couponCode}) = upper(${code.trim()})`;

  return {
    /** The active coupons inside their validity (started, unexpired), oldest first. */
    async listActive(now = new Date()): Promise<ListedCoupon[]> {
      return db
        .select({ ...getTableColumns(coupons), freeProductName: products.productName })
        .from(coupons)
        .leftJoin(products, eq(products.id, coupons.freeProductId))
        .where(and(usable(now), started(now)))
        .orderBy(asc(coupons.createdAt), asc(coupons.id));
    },

    /**
     * How many of a shopper's orders use the coupon with this code: every order but those called off
     * unpaid or cancelled, whose use was given back (as `usedCount` gets it back). Read under the
     * shopper's row lock when an order is placed, so their parallel orders count one after the other.
     */
    async usesBy(code: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ uses: count() })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            sql`upper(${orders.couponCode}) = upper(${code.trim()})`,
            notInArray(orders.status, ['cancelled', 'expired']),
          ),
        );
      return row?.uses ?? 0;
    },

    /** The active, unexpired coupon with this code, whatever its case; one not started yet too, for the refusal to say when it starts. */
    async findUsable(code: string, now = new Date()): Promise<Coupon | undefined> {
      const wanted = code.trim();
      if (wanted === '' || wanted.length > MAX_CODE_LENGTH) return undefined;
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(sameCode(wanted), usable(now)));
      return row;
    },

    /** The product a free-product coupon with this code gives away, whatever the coupon's state; an order locks it early. */
    async freeProductIdOf(code: string): Promise<string | undefined> {
      const [row] = await db.select({ freeProductId: coupons.freeProductId, kind: coupons.kind }).from(coupons).where(sameCode(code));
      return row?.kind === 'free-product' ? (row.freeProductId ?? undefined) : undefined;
    },

    /** Counts one use unless the limit is reached; the update itself checks, so parallel orders never overshoot it. */
    async countUse(id: string): Promise<boolean> {
      const counted = await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.id, id), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
        .returning({ id: coupons.id });
      return counted.length > 0;
    },

    /** Gives back one use of the coupon with this code (an order that ended unpaid). */
    async giveBackUse(code: string): Promise<void> {
      await db
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(sameCode(code));
    },

    /** Every coupon, switched-off and expired ones too, newest first, as the back office lists them. */
    async listForStaff(): Promise<ListedCoupon[]> {
      return db
        .select({ ...getTableColumns(coupons), freeProductName: products.productName })
        .from(coupons)
        .leftJoin(products, eq(products.id, coupons.freeProductId))
        .orderBy(desc(coupons.createdAt), asc(coupons.id));
    },

    async byIdForStaff(id: string): Promise<ListedCoupon | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(coupons), freeProductName: products.productName })
        .from(coupons)
        .leftJoin(products, eq(products.id, coupons.freeProductId))
        .where(eq(coupons.id, id));
      return row;
    },

    /**
     * Adds a coupon, or replaces one's fields if it is still at `version` (the copy the staff member
     * edited). Its uses so far stay as they are. A code another coupon has, in any letter case, is refused.
     */
    async save(fields: CouponFields, existing?: { id: string; version: number }): Promise<CouponWrite> {
      const columns = columnsOf(fields);
      try {
        return await db.transaction(async (tx) => {
          if (columns.freeProductId) {
            const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, columns.freeProductId));
            if (!product) return { kind: 'no-product' };
          }
          const read = async (id: string) =>
            (
              await tx
                .select({ ...getTableColumns(coupons), freeProductName: products.productName })
                .from(coupons)
                .leftJoin(products, eq(products.id, coupons.freeProductId))
                .where(eq(coupons.id, id))
            )[0];
          if (!existing) {
            const [added] = await tx.insert(coupons).values(columns).returning({ id: coupons.id });
            const coupon = added && (await read(added.id));
            if (!coupon) throw new Error('insert returned no coupon');
            return { kind: 'written', coupon };
          }
          const [locked] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, existing.id)).for('update');
          const before = locked && (await read(locked.id));
          if (!before) return { kind: 'not-found' };
          if (before.version !== existing.version) return { kind: 'changed', current: before };
          await tx
            .update(coupons)
            .set({ ...columns, version: sql`${coupons.version} + 1` })
            .where(eq(coupons.id, existing.id));
          const coupon = await read(existing.id);
          if (!coupon) throw new Error('update lost the coupon');
          return { kind: 'written', before, coupon };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'code-taken' };
        throw error;
      }
    },

    /** A free-product coupon's product, when it is on sale. */
    async freeProduct(coupon: Coupon): Promise<ProductRow | undefined> {
      if (!coupon.freeProductId) return undefined;
      const [row] = await db
        .select({ ...getTableColumns(products), categoryName: categories.categoryName })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.id, coupon.freeProductId), eq(products.isActive, true)));
      return row;
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;

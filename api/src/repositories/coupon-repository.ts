import type { OfferBenefit } from '@shop/shared/contracts';
import { and, asc, eq, getTableColumns, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type Coupon, categories, coupons, products } from '../db/schema';
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

// Codes are short words; anything longer is no code and needs no query.
const MAX_CODE_LENGTH = 64;

export function createCouponRepository(db: AppDb) {
  const usable = (now: Date) => and(eq(coupons.isActive, true), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));
  const sameCode = (code: string) => sql`upper(${coupons.couponCode}) = upper(${code.trim()})`;

  return {
    /** The active, unexpired coupons, oldest first. */
    async listActive(now = new Date()): Promise<ListedCoupon[]> {
      return db
        .select({ ...getTableColumns(coupons), freeProductName: products.productName })
        .from(coupons)
        .leftJoin(products, eq(products.id, coupons.freeProductId))
        .where(usable(now))
        .orderBy(asc(coupons.createdAt), asc(coupons.id));
    },

    /** The active, unexpired coupon with this code, whatever its case. */
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

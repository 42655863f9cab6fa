import { and, asc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type Coupon, categories, coupons, products } from '../db/schema';
import type { ProductRow } from './product-view';

/** An offer as the offers page reads it (decision 007). */
export interface OfferView {
  _id: string;
  offerName: string;
  userType: Coupon['userType'];
  couponCode: string;
  limit: number | 'unlimited';
  highlights: string[];
  termsAndConditions: string[];
}

export const toOfferView = (coupon: Coupon): OfferView => ({
  _id: coupon.id,
  offerName: coupon.offerName,
  userType: coupon.userType,
  couponCode: coupon.couponCode,
  limit: coupon.usageLimit ?? 'unlimited',
  highlights: coupon.highlights,
  termsAndConditions: coupon.termsAndConditions,
});

// Codes are short words; anything longer is no code and needs no query.
const MAX_CODE_LENGTH = 64;

export function createCouponRepository(db: AppDb) {
  const usable = (now: Date) => and(eq(coupons.isActive, true), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));

  return {
    /** The active, unexpired coupons, oldest first. */
    async listActive(now = new Date()): Promise<Coupon[]> {
      return db.select().from(coupons).where(usable(now)).orderBy(asc(coupons.createdAt), asc(coupons.id));
    },

    /** The active, unexpired coupon with this code, whatever its case. */
    async findUsable(code: string, now = new Date()): Promise<Coupon | undefined> {
      const wanted = code.trim();
      if (wanted === '' || wanted.length > MAX_CODE_LENGTH) return undefined;
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(sql`upper(${coupons.couponCode}) = upper(${wanted})`, usable(now)));
      return row;
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

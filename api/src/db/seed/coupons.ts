import { eq } from 'drizzle-orm';
import type { AppDb } from '../client';
import { coupons, type NewCoupon, products } from '../schema';

/** The product the free-product offer gives away, by its catalogue name. */
export const FREE_DISH_PRODUCT = 'Ujjwal Dishwash Bar 200 g';

const DAY_MS = 24 * 60 * 60 * 1000;

type SampleOffer = Omit<NewCoupon, 'expiresAt' | 'freeProductId'> & { expiresInDays?: number };

/**
 * The sample offers (decision 007): a percentage with a cap, a flat amount with a minimum,
 * a free product, one for wholesalers only, and one that has expired and is never listed.
 */
const SAMPLE_OFFERS: SampleOffer[] = [
  {
    offerName: 'Welcome Offer',
    couponCode: 'WELCOME10',
    userType: 'all',
    kind: 'percent',
    percentOff: '10',
    maxDiscount: '100',
    highlights: ['10% off your order', 'Save up to ₹100'],
    termsAndConditions: ['One coupon per account.', 'The discount is capped at ₹100.', 'Cannot be combined with other offers.'],
    expiresInDays: 180,
  },
  {
    offerName: 'Flat ₹100 Off',
    couponCode: 'FLAT100',
    userType: 'all',
    kind: 'flat',
    flatAmount: '100',
    minCartValue: '799',
    usageLimit: 500,
    highlights: ['₹100 off orders of ₹799 or more'],
    termsAndConditions: ['Cart value before the discount must be at least ₹799.', 'Valid for the first 500 orders.'],
    expiresInDays: 90,
  },
  {
    offerName: 'Free Dishwash Bar',
    couponCode: 'FREEDISH',
    userType: 'retailer',
    kind: 'free-product',
    freeQuantity: 1,
    minCartValue: '499',
    highlights: ['A free Ujjwal Dishwash Bar 200 g', 'On orders of ₹499 or more'],
    termsAndConditions: ['For retail accounts.', 'One free bar per order, while stocks last.'],
  },
  {
    offerName: 'Bulk Buyer Discount',
    couponCode: 'BULK15',
    userType: 'wholesaler',
    kind: 'percent',
    percentOff: '15',
    maxDiscount: '1500',
    minCartValue: '5000',
    highlights: ['15% off bulk orders', 'Save up to ₹1,500'],
    termsAndConditions: ['For wholesale accounts.', 'Cart value before the discount must be at least ₹5,000.'],
  },
  {
    offerName: 'Diwali Dhamaka',
    couponCode: 'DIWALI20',
    userType: 'all',
    kind: 'percent',
    percentOff: '20',
    maxDiscount: '200',
    highlights: ['20% off for the festival'],
    termsAndConditions: ['Valid during Diwali week only.'],
    expiresInDays: -20,
  },
];

/** The sample offers as of `now`, the free-product one giving `freeProductId`. */
export function sampleCoupons(now: Date, freeProductId: string | null): NewCoupon[] {
  const offers = SAMPLE_OFFERS.map(({ expiresInDays, ...offer }) => ({
    ...offer,
    ...(expiresInDays === undefined ? {} : { expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS) }),
    ...(offer.kind === 'free-product' ? { freeProductId } : {}),
  }));
  // Without its product (a trimmed catalogue) the free-product offer would refuse every quote.
  return offers.filter((offer) => offer.kind !== 'free-product' || offer.freeProductId);
}

/** Adds the sample offers; returns how many were added. */
export async function seedCoupons(db: AppDb, now = new Date()): Promise<number> {
  const [free] = await db.select({ id: products.id }).from(products).where(eq(products.productName, FREE_DISH_PRODUCT));
  const rows = sampleCoupons(now, free?.id ?? null);
  await db.insert(coupons).values(rows).onConflictDoNothing();
  return rows.length;
}

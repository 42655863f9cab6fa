import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';
import { cartLineSchema } from './cart';

/** What a coupon gives, in rupees and percent. */
export const offerBenefitSchema = z.discriminatedUnion('kind', [
  /** maxDiscount null: no cap. */
  z.object({ kind: z.literal('percent'), percentOff: z.number(), maxDiscount: z.number().nullable() }),
  z.object({ kind: z.literal('flat'), amount: z.number() }),
  z.object({ kind: z.literal('free-product'), productName: z.string().nullable(), quantity: z.number() }),
]);

/** An active coupon offer shown on the offers page. */
export const offerSchema = z.object({
  _id: z.string(),
  offerName: z.string(),
  /** 'retailer', 'wholesaler' or 'all'. */
  userType: z.string(),
  couponCode: z.string(),
  /** Uses allowed, or 'unlimited'. */
  limit: z.union([z.number(), z.string()]).nullable(),
  highlights: z.array(z.string()),
  termsAndConditions: z.array(z.string()),
  /** Whether the signed-in shopper's account type may use it; the API lists these first. */
  forYou: z.boolean().optional(),
  benefit: offerBenefitSchema.optional(),
  /** The subtotal before the coupon must reach this (rupees); 0 for no minimum. */
  minCartValue: z.number().optional(),
  /** When it ends; null when it does not. */
  expiresAt: isoDateTime.nullable().optional(),
});

/** The reply to applying a coupon: the new cart total in rupees and per-product price overrides. */
export const couponQuoteSchema = z.object({
  totalCartValue: z.number(),
  /** Product id to the discounted unit price in rupees while the coupon applies. */
  updatedProductsPrice: z.record(z.string(), z.number()),
  /** Free products the coupon adds, shaped like cart lines. */
  newFreeProductsAdded: z.array(cartLineSchema),
});

export const offersReplySchema = successReply(z.array(offerSchema));
export const couponQuoteReplySchema = successReply(couponQuoteSchema);
export const couponParamsSchema = z.object({ code: z.string() });

export type OfferBenefit = z.infer<typeof offerBenefitSchema>;
export type Offer = z.input<typeof offerSchema>;
export type CouponResult = z.input<typeof couponQuoteSchema>;

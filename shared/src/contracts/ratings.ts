import { RATING_MESSAGES, ratingTextField } from '@shop/shared/validation';
import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

/** How many of a product's latest visible ratings its page shows. */
export const LATEST_RATINGS = 10;

/**
 * POST product/:productId/ratings: a verified buyer rates a product of one of their delivered
 * orders, once, with 1 to 5 whole stars and optional words.
 */
export const rateProductBodySchema = z.object({
  orderId: z.uuid({ error: 'Choose the delivered order you bought it in.' }),
  stars: z.number({ error: RATING_MESSAGES.stars }).int(RATING_MESSAGES.stars).min(1, RATING_MESSAGES.stars).max(5, RATING_MESSAGES.stars),
  text: ratingTextField,
});
export type RateProductBody = z.input<typeof rateProductBodySchema>;

export const ratingProductParams = z.object({ productId: z.uuid({ error: 'Choose a product by its id.' }) });

/** A product's average and count, from its visible ratings of verified buyers. */
export const ratingSummarySchema = z.object({ avgRating: z.number(), ratingCount: z.number() });

/** 201: the rating as stored and the product's average and count with it. */
export const rateProductReplySchema = successReply(
  z.object({
    rating: z.object({
      _id: z.string(),
      productId: z.string(),
      orderId: z.string(),
      stars: z.number(),
      text: z.string().nullable(),
      createdAt: isoDateTime,
    }),
    product: ratingSummarySchema,
  }),
);
export type RateProductReply = z.input<typeof rateProductReplySchema>['data'];

const ratingId = z.uuid({ error: 'Choose a rating by its id.' });

/** GET admin/v1/ratings: newest first, 50 a page, all or only the hidden or visible ones. */
export const adminRatingListQuery = z.object({
  hidden: z.enum(['true', 'false'], { error: 'hidden must be true or false' }).optional(),
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000).optional(),
});
export type AdminRatingListQuery = z.infer<typeof adminRatingListQuery>;

export const adminRatingParams = z.object({ ratingId });

/** A rating as the back office lists it. */
export const adminRatingSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string() }),
  /** Null once the shopper's account was erased. */
  shopper: z.object({ id: z.string(), name: z.string() }).nullable(),
  orderId: z.string().nullable(),
  stars: z.number(),
  text: z.string().nullable(),
  createdAt: isoDateTime,
  hidden: z.object({ at: isoDateTime, reason: z.string(), by: z.string() }).nullable(),
  version: z.number(),
});
export type AdminRating = z.infer<typeof adminRatingSchema>;
export type AdminRatingView = z.input<typeof adminRatingSchema>;

export const adminRatingListReplySchema = successReply(
  z.object({ ratings: z.array(adminRatingSchema), page: z.number(), pageSize: z.number(), total: z.number() }),
);
export type AdminRatingList = z.input<typeof adminRatingListReplySchema>['data'];

const version = z.number({ error: 'Send the version you read.' }).int().min(1);

/** The reason staff give for hiding a rating: the shopper's words stay on record, not on the shop. */
export const ratingHideReason = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(3, 'Please give a reason.')
  .max(500, 'Please keep the reason to 500 characters.');

/** The back office's Hide dialog: the reason alone. */
export const ratingHideForm = z.object({ reason: ratingHideReason });

/** PATCH admin/v1/ratings/:ratingId: hide with a reason, or show again; from the version read. */
export const adminRatingUpdateBody = z.discriminatedUnion(
  'hidden',
  [
    z.object({ hidden: z.literal(true), reason: ratingHideReason, version }),
    z.object({ hidden: z.literal(false), reason: z.string().trim().max(500).optional(), version }),
  ],
  { error: 'hidden must be true (with a reason) or false' },
);
export type AdminRatingUpdate = z.input<typeof adminRatingUpdateBody>;

/** 200: the rating as it now stands and the product's average and count. */
export const adminRatingReplySchema = successReply(z.object({ rating: adminRatingSchema, product: ratingSummarySchema }));

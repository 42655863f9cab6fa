import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

/** The largest list position staff may give: lists are short, and a typo of 1e9 is refused. */
export const MAX_SORT_ORDER = 9999;

const sortOrder = z
  .number({ error: 'Enter the position as a whole number.' })
  .int('Enter the position as a whole number.')
  .min(0, 'Enter a position from 0.')
  .max(MAX_SORT_ORDER, `Enter a position up to ${MAX_SORT_ORDER}.`);
const isActive = z.boolean({ error: 'Say whether it is shown.' });
/** The copy the staff member edited: an edit made on an older one is refused with 409. */
const version = z.number({ error: 'The version edited is missing.' }).int().min(1);

const categoryName = z
  .string({ error: 'Enter the category’s name.' })
  .trim()
  .min(2, 'Enter a name of at least 2 characters.')
  .max(60, 'Use at most 60 characters.');

/** POST admin/v1/categories. */
export const categoryBody = z.object({ categoryName, sortOrder: sortOrder.default(0), isActive: isActive.default(true) });
export type CategoryBody = z.input<typeof categoryBody>;
/** PATCH admin/v1/categories/:categoryId: the fields that change, and the version they were edited from. */
export const categoryChangeBody = z.object({
  categoryName: categoryName.optional(),
  sortOrder: sortOrder.optional(),
  isActive: isActive.optional(),
  version,
});
export type CategoryChangeBody = z.input<typeof categoryChangeBody>;

export const staffCategorySchema = z.object({
  id: z.string(),
  categoryName: z.string(),
  sortOrder: z.number(),
  isActive: z.boolean(),
  version: z.number(),
  productCount: z.number(),
  createdAt: isoDateTime,
});
export type StaffCategory = z.input<typeof staffCategorySchema>;
export const staffCategoriesReplySchema = successReply(z.object({ categories: z.array(staffCategorySchema) }));
export const staffCategoryReplySchema = successReply(z.object({ category: staffCategorySchema }));

/** Where a stored banner picture is served: a picture staff uploaded. */
export const BANNER_IMAGE_PREFIX = '/api/uploads/banners/';

const bannerUrl = z
  .string({ error: 'Upload the slide’s picture.' })
  .trim()
  .min(1, 'Upload the slide’s picture.')
  .max(500, 'Use at most 500 characters.')
  .refine((url) => url.startsWith('/') || /^https:\/\/\S+$/.test(url), 'Upload a picture, or give an https address.');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .transform((text) => (text === '' ? null : text))
    .nullable();
/** A page of the shop (a path) or an https address. */
const bannerLink = z
  .string()
  .trim()
  .max(300, 'Use at most 300 characters.')
  .refine(
    (link) => link === '' || /^\/(?!\/)\S*$/.test(link) || /^https:\/\/\S+$/.test(link),
    'Give a page of the shop, such as /offers, or an https address.',
  )
  .transform((link) => (link === '' ? null : link))
  .nullable();
const moment = isoDateTime.nullable();

const bannerFields = {
  url: bannerUrl,
  title: optionalText(80).default(null),
  text: optionalText(200).default(null),
  link: bannerLink.default(null),
  sortOrder: sortOrder.default(0),
  isActive: isActive.default(true),
  startsAt: moment.default(null),
  endsAt: moment.default(null),
};

const ENDS_AFTER_STARTS = 'End the slide after it starts.';
const endsAfterStarts = (banner: { startsAt?: Date | null; endsAt?: Date | null }) =>
  !banner.startsAt || !banner.endsAt || banner.endsAt > banner.startsAt;

/** POST admin/v1/banners: the picture (uploaded first), its words and link, its place and schedule. */
export const bannerBody = z.object(bannerFields).refine(endsAfterStarts, { message: ENDS_AFTER_STARTS, path: ['endsAt'] });
export type BannerBody = z.input<typeof bannerBody>;
/** PATCH admin/v1/banners/:bannerId: the fields that change, and the version they were edited from. */
export const bannerChangeBody = z
  .object({
    url: bannerUrl.optional(),
    title: optionalText(80).optional(),
    text: optionalText(200).optional(),
    link: bannerLink.optional(),
    sortOrder: sortOrder.optional(),
    isActive: isActive.optional(),
    startsAt: moment.optional(),
    endsAt: moment.optional(),
    version,
  })
  .refine(endsAfterStarts, { message: ENDS_AFTER_STARTS, path: ['endsAt'] });
export type BannerChangeBody = z.input<typeof bannerChangeBody>;

export const staffBannerSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  link: z.string().nullable(),
  sortOrder: z.number(),
  isActive: z.boolean(),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
  version: z.number(),
  createdAt: isoDateTime,
});
export type StaffBanner = z.input<typeof staffBannerSchema>;
export const staffBannersReplySchema = successReply(z.object({ banners: z.array(staffBannerSchema) }));
export const staffBannerReplySchema = successReply(z.object({ banner: staffBannerSchema }));
/** POST admin/v1/banners/images: where the uploaded picture is served, to name in a banner. */
export const bannerImageReplySchema = successReply(z.object({ url: z.string() }));

export const categoryParams = z.object({ categoryId: z.uuid('No category has this address.') });
export const bannerParams = z.object({ bannerId: z.uuid('No slide has this address.') });

/** A position as typed in a form, then held to the same rules. */
const typedSortOrder = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, 'Enter the position as a whole number, such as 0 or 3.')
  .transform(Number)
  .pipe(sortOrder);

/** The back office's category form: the position as typed. */
export const categoryForm = z.object({ categoryName, sortOrder: typedSortOrder, isActive });

/** A moment as a date-and-time field gives it, in the staff member's own time; empty for none. */
const typedMoment = z
  .string()
  .trim()
  .refine((text) => text === '' || !Number.isNaN(new Date(text).getTime()), 'Enter a date and a time.')
  .transform((text) => (text === '' ? null : new Date(text)));

/** The back office's slide form: the position and the schedule as typed. */
export const bannerForm = z
  .object({
    url: bannerUrl,
    title: optionalText(80),
    text: optionalText(200),
    link: bannerLink,
    sortOrder: typedSortOrder,
    isActive,
    startsAt: typedMoment,
    endsAt: typedMoment,
  })
  .refine(endsAfterStarts, { message: ENDS_AFTER_STARTS, path: ['endsAt'] });

/** Who may use a coupon: retail buyers, wholesalers, or both. */
export const COUPON_USER_TYPES = ['retailer', 'wholesaler', 'all'] as const;
/** What a coupon gives: a percentage off (capped or not), an amount off, or a product free. */
export const COUPON_KINDS = ['percent', 'flat', 'free-product'] as const;

const rupees = (what: string) =>
  z
    .number({ error: `Enter ${what} in rupees.` })
    .min(0, `Enter ${what} from ₹0.`)
    .max(10_000_000, `Enter ${what} up to ₹1,00,00,000.`)
    .refine((amount) => Math.round(amount * 100) === amount * 100, 'Use at most two decimals (paise).');
const lines = (what: string) =>
  z
    .array(z.string().trim().min(1, `Leave no ${what} line empty.`).max(200, 'Use at most 200 characters a line.'), {
      error: `Give the ${what} as lines.`,
    })
    .max(10, `Give at most 10 ${what} lines.`);

const couponFields = z.object({
  offerName: z
    .string({ error: 'Enter the offer’s name.' })
    .trim()
    .min(3, 'Enter a name of at least 3 characters.')
    .max(80, 'Use at most 80 characters.'),
  couponCode: z
    .string({ error: 'Enter the code shoppers type.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{2,19}$/, 'Use 3 to 20 letters, digits or dashes, such as DIWALI25.'),
  userType: z.enum(COUPON_USER_TYPES, { error: 'Choose who may use it.' }),
  kind: z.enum(COUPON_KINDS, { error: 'Choose what the coupon gives.' }),
  percentOff: z
    .number({ error: 'Enter the percentage off.' })
    .gt(0, 'Enter more than 0 %.')
    .max(100, 'Enter at most 100 %.')
    .nullable()
    .default(null),
  maxDiscount: rupees('the most it takes off').nullable().default(null),
  flatAmount: rupees('the amount off').nullable().default(null),
  freeProductId: z.uuid('Choose the product given free.').nullable().default(null),
  freeQuantity: z.number().int('Enter whole units.').min(1, 'Give at least 1 unit.').max(100, 'Give at most 100 units.').default(1),
  minCartValue: rupees('the smallest order').default(0),
  usageLimit: z.number().int('Enter a whole number of uses.').min(1, 'Allow at least 1 use.').max(10_000_000).nullable().default(null),
  /** How many times one shopper may use it; null for no limit of its own. */
  usesPerShopper: z
    .number({ error: 'Enter a whole number of uses.' })
    .int('Enter a whole number of uses.')
    .min(1, 'Allow each shopper at least 1 use.')
    .max(1000, 'Allow each shopper at most 1000 uses.')
    .nullable()
    .default(null),
  highlights: lines('highlight').default([]),
  termsAndConditions: lines('terms').default([]),
  isActive: isActive.default(true),
  /** From when it may be used and is offered; null for at once. */
  startsAt: moment.default(null),
  expiresAt: moment.default(null),
});

/** The benefit a kind needs is there: a percentage, an amount, or the product given; and it ends after it starts. */
function benefitIsThere(coupon: z.output<typeof couponFields>, context: z.RefinementCtx): void {
  if (coupon.startsAt && coupon.expiresAt && coupon.expiresAt <= coupon.startsAt)
    context.addIssue({ code: 'custom', path: ['expiresAt'], message: 'End the coupon after it starts.' });
  if (coupon.kind === 'percent' && coupon.percentOff === null)
    context.addIssue({ code: 'custom', path: ['percentOff'], message: 'Enter the percentage off.' });
  if (coupon.kind === 'flat' && !coupon.flatAmount)
    context.addIssue({ code: 'custom', path: ['flatAmount'], message: 'Enter the amount off.' });
  if (coupon.kind === 'free-product' && coupon.freeProductId === null)
    context.addIssue({ code: 'custom', path: ['freeProductId'], message: 'Choose the product given free.' });
}

/** POST admin/v1/coupons: every field the cart and the offers page use. */
export const couponBody = couponFields.superRefine(benefitIsThere);
export type CouponBody = z.input<typeof couponBody>;
/** A coupon's fields as the API reads them (the code in capitals, the expiry a moment). */
export type CouponFields = z.output<typeof couponBody>;
/** PATCH admin/v1/coupons/:couponId: the whole coupon as edited, and the version it was edited from. */
export const couponChangeBody = couponFields.extend({ version }).superRefine(benefitIsThere);
export type CouponChangeBody = z.input<typeof couponChangeBody>;
export const couponAdminParams = z.object({ couponId: z.uuid('No coupon has this address.') });

export const staffCouponSchema = z.object({
  id: z.string(),
  offerName: z.string(),
  couponCode: z.string(),
  userType: z.enum(COUPON_USER_TYPES),
  kind: z.enum(COUPON_KINDS),
  percentOff: z.number().nullable(),
  maxDiscount: z.number().nullable(),
  flatAmount: z.number().nullable(),
  freeProductId: z.string().nullable(),
  freeProductName: z.string().nullable(),
  freeQuantity: z.number(),
  minCartValue: z.number(),
  usageLimit: z.number().nullable(),
  usedCount: z.number(),
  usesPerShopper: z.number().nullable(),
  highlights: z.array(z.string()),
  termsAndConditions: z.array(z.string()),
  isActive: z.boolean(),
  startsAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
  version: z.number(),
  createdAt: isoDateTime,
});
export type StaffCoupon = z.input<typeof staffCouponSchema>;
export const staffCouponsReplySchema = successReply(z.object({ coupons: z.array(staffCouponSchema) }));
export const staffCouponReplySchema = successReply(z.object({ coupon: staffCouponSchema }));

/** A number as typed in a form (empty for none), then held to the field's own rules. */
const typedNumber = <T extends z.ZodType<unknown, number | null>>(rule: T, what: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d+(\.\d+)?$/.test(text), `Enter ${what} as a number.`)
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(rule);
/** Lines typed in a text box: one a line, blank lines left out. */
const typedLines = (what: string) =>
  z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(lines(what));

/** The back office's coupon form: amounts, counts and lines as typed, then held to the same rules. */
export const couponForm = couponFields
  .extend({
    percentOff: typedNumber(couponFields.shape.percentOff.unwrap(), 'the percentage off'),
    maxDiscount: typedNumber(couponFields.shape.maxDiscount.unwrap(), 'the most it takes off'),
    flatAmount: typedNumber(couponFields.shape.flatAmount.unwrap(), 'the amount off'),
    freeProductId: z
      .string()
      .transform((id) => (id === '' ? null : id))
      .pipe(z.uuid('Choose the product given free.').nullable()),
    freeQuantity: typedNumber(
      z.number().int('Enter whole units.').min(1, 'Give at least 1 unit.').max(100, 'Give at most 100 units.').nullable(),
      'the units',
    ).transform((units) => units ?? 1),
    minCartValue: typedNumber(rupees('the smallest order').nullable(), 'the smallest order').transform((amount) => amount ?? 0),
    usageLimit: typedNumber(couponFields.shape.usageLimit.unwrap(), 'the uses allowed'),
    usesPerShopper: typedNumber(couponFields.shape.usesPerShopper.unwrap(), 'the uses a shopper'),
    highlights: typedLines('highlight'),
    termsAndConditions: typedLines('terms'),
    startsAt: typedMoment,
    expiresAt: typedMoment,
  })
  .superRefine(benefitIsThere);

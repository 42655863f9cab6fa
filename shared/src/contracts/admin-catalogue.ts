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

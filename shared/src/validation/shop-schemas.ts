import { gstStateCode, gstStateName } from '@shop/shared/location';
import { z } from 'zod';
import { pinCodeField, requiredText } from './fields';

/** The longest text a shopper may write with a rating. */
export const MAX_RATING_TEXT = 500;

export const RATING_MESSAGES = {
  stars: 'Choose from 1 to 5 stars.',
  text: `Please keep your words to ${MAX_RATING_TEXT} characters.`,
} as const;

/** A rating's own words: optional, trimmed; nothing but spaces is no text. */
export const ratingTextField = z
  .string({ error: RATING_MESSAGES.text })
  .trim()
  .max(MAX_RATING_TEXT, RATING_MESSAGES.text)
  .transform((text) => (text === '' ? undefined : text))
  .optional();

/** The rating form of a delivered order's line: the stars as its radio buttons hold them, and the words. */
export const ratingFormSchema = z.object({
  stars: z.enum(['1', '2', '3', '4', '5'], { error: RATING_MESSAGES.stars }).transform(Number),
  text: ratingTextField,
});

/** The cart's coupon box. */
export const couponSchema = z.object({
  couponCode: requiredText('Please enter a coupon code', 50),
});

export const UNKNOWN_STATE_MESSAGE = 'Select your state from the list of Indian states';

/**
 * A state or union territory of India, by name in any case; stored as the list writes it, since its
 * GST code decides whether an invoice charges CGST and SGST or IGST.
 */
const indianState = requiredText('Select your state', 100)
  .refine((name) => name === '' || gstStateCode(name) !== '', UNKNOWN_STATE_MESSAGE)
  .transform((name) => gstStateName(gstStateCode(name)));

/** The add-address form and body. */
export const addressSchema = z.object({
  houseNumber: requiredText('Enter your house or flat number', 100),
  societyName: requiredText('Enter your society or building name', 150),
  street: requiredText('Enter your street', 150),
  city: requiredText('Select your city', 100),
  state: indianState,
  country: requiredText('Select your country', 100),
  pinCode: pinCodeField,
});

/** The most photos a return request may carry (each a JPEG, PNG or WebP picture of up to 2 MB, as an avatar). */
export const RETURN_PHOTOS_MAX = 3;

/** Why a delivered order goes back: the return form and the return call. */
export const returnRequestSchema = z.object({
  reason: z
    .string({ error: 'Please tell us why you are returning the order.' })
    .trim()
    .min(3, 'Please tell us why you are returning the order.')
    .max(500, 'Please keep the reason to 500 characters.'),
});

/** The coupon box after checking. */
export type CouponValues = z.output<typeof couponSchema>;
/** The address form after checking. */
export type AddressValues = z.output<typeof addressSchema>;

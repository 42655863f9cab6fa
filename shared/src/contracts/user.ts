import { z } from 'zod';
import { successReply } from './api-envelope';
import { cartLineSchema, productIdField } from './cart';
import { productSchema } from './product';

/** The two kinds of account; only retailer can be chosen by a shopper. */
export const accountTypeSchema = z.enum(['retailer', 'wholesaler']);

/** The signed-in shopper's profile. */
export const userSchema = z.object({
  _id: z.string().optional(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().optional(),
  profileImage: z.string().optional(),
  accountType: accountTypeSchema.optional(),
  isAlreadyCouponUsed: z.boolean().optional(),
  /** The cart lines whose product is on sale, oldest first. */
  cart: z.array(cartLineSchema).optional(),
  wishlist: z.array(productSchema).optional(),
});

/** A saved delivery address. */
export const savedAddressSchema = z.object({
  _id: z.string(),
  houseNumber: z.string(),
  societyName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pinCode: z.string(),
});

/** GET profile: the shopper, and their cart and wishlist beside it. */
export const profileReplySchema = successReply(
  z.object({ user: userSchema, cart: z.array(cartLineSchema), wishlist: z.array(productSchema) }),
);
/** PUT profile. */
export const profileUpdateReplySchema = successReply(z.object({ user: userSchema }));
export const addressesReplySchema = successReply(z.array(savedAddressSchema));
export const addressReplySchema = successReply(savedAddressSchema);
export const addressParamsSchema = z.object({ id: z.string() });
/** POST profile/wishlist: saves a product, or removes it when it is saved already. */
export const wishlistToggleBodySchema = z.object({ productId: productIdField });
/** POST profile/wishlist: whether the product was saved or removed, and the list now. */
export const wishlistToggleReplySchema = successReply(z.object({ added: z.boolean(), wishlist: z.array(productSchema) }));

export type User = z.input<typeof userSchema>;
export type Address = z.input<typeof savedAddressSchema>;
export type NewAddress = Omit<Address, '_id'>;
export type ProfileReply = z.input<typeof profileReplySchema>['data'];
export type WishlistToggleReply = z.input<typeof wishlistToggleReplySchema>['data'];

/** A shopper's business details for GST invoices; all '' for an unregistered buyer. */
export const businessDetailsReplySchema = successReply(
  z.object({ gstin: z.string(), legalName: z.string(), billingAddress: z.string(), billingStateCode: z.string() }),
);
export type BusinessDetails = z.input<typeof businessDetailsReplySchema>['data'];

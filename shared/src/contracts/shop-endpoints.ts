// The shop's endpoints as the API client calls them: method and path (as the API declares it, under
// /api/v1/) to the contracts of its query or body and of its reply. Types only, so no page
// downloads a schema for it; `request` reads its argument and reply types from here.
import type { z } from 'zod';
import type {
  addressSchema,
  businessDetailsSchema,
  changePasswordSchema,
  contactSchema,
  deleteAccountSchema,
  distributorSchema,
  forgotPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyOtpSchema,
  wholesalerSchema,
} from '../validation';
import type { idReplySchema, messageReplySchema } from './api-envelope';
import type { loginReplySchema, resetCodeReplySchema, signUpReplySchema } from './auth';
import type {
  addToCartBodySchema,
  addToCartReplySchema,
  cartQuantityBodySchema,
  cartReplySchema,
  clearCartReplySchema,
  updateCartReplySchema,
} from './cart';
import type { bannersReplySchema, categoriesReplySchema } from './catalog';
import type { paymentTypesReplySchema, shippingReplySchema } from './checkout';
import type { citiesReplySchema, statesReplySchema } from './location';
import type { couponQuoteReplySchema, offersReplySchema } from './offer';
import type {
  cancelOrderBodySchema,
  createOrderBodySchema,
  orderCreationReplySchema,
  orderIdReplySchema,
  ordersReplySchema,
  paymentVerificationBodySchema,
  returnRequestBodySchema,
} from './order';
import type {
  homeHighlightsReplySchema,
  productListReplySchema,
  productPageReplySchema,
  productReplySchema,
  viewRecordedReplySchema,
} from './product';
import type { productListQuerySchema, quickSearchQuerySchema } from './product-query';
import type { rateProductBodySchema, rateProductReplySchema } from './ratings';
import type {
  addressesReplySchema,
  addressReplySchema,
  businessDetailsReplySchema,
  profileReplySchema,
  profileUpdateReplySchema,
  wishlistToggleBodySchema,
  wishlistToggleReplySchema,
} from './user';

/** One endpoint's contract: what a call sends (a query for a read, a body for a write) and what it answers. */
interface EndpointContract {
  query?: z.ZodType;
  /** A schema for JSON; FormData where the API reads a multipart form itself. */
  body?: z.ZodType | FormData;
  reply: z.ZodType;
}

/** Every endpoint of the shop a page calls through `request`, keyed `METHOD path`. */
export interface ShopEndpoints {
  'GET banner': { reply: typeof bannersReplySchema };
  'GET category': { reply: typeof categoriesReplySchema };
  'GET product': { query: typeof productListQuerySchema; reply: typeof productPageReplySchema };
  'GET product/home/famous': { reply: typeof homeHighlightsReplySchema };
  'GET product/quick/search': { query: typeof quickSearchQuerySchema; reply: typeof productListReplySchema };
  'GET product/:productId': { reply: typeof productReplySchema };
  'PUT product/view/:productId': { reply: typeof viewRecordedReplySchema };
  'POST product/:productId/ratings': { body: typeof rateProductBodySchema; reply: typeof rateProductReplySchema };

  'GET cart': { reply: typeof cartReplySchema };
  'POST cart': { body: typeof addToCartBodySchema; reply: typeof addToCartReplySchema };
  'PUT cart/:cartId': { body: typeof cartQuantityBodySchema; reply: typeof updateCartReplySchema };
  'DELETE cart/:cartId': { reply: typeof idReplySchema };
  'POST cart/clear': { reply: typeof clearCartReplySchema };

  'GET profile': { reply: typeof profileReplySchema };
  'PUT profile': { body: FormData; reply: typeof profileUpdateReplySchema };
  'POST profile/wishlist': { body: typeof wishlistToggleBodySchema; reply: typeof wishlistToggleReplySchema };
  'GET profile/address': { reply: typeof addressesReplySchema };
  'POST profile/address': { body: typeof addressSchema; reply: typeof addressReplySchema };
  'DELETE profile/address/:id': { reply: typeof idReplySchema };
  'GET profile/business-details': { reply: typeof businessDetailsReplySchema };
  'PUT profile/business-details': { body: typeof businessDetailsSchema; reply: typeof businessDetailsReplySchema };

  'GET location/countries/:countryId/states': { reply: typeof statesReplySchema };
  'GET location/countries/:countryId/states/:stateCode/cities': { reply: typeof citiesReplySchema };

  'GET coupon/active/all': { reply: typeof offersReplySchema };
  'GET coupon/:code': { reply: typeof couponQuoteReplySchema };
  'POST shipping/distance/:addressId': { reply: typeof shippingReplySchema };
  'GET order/order-history': { reply: typeof ordersReplySchema };
  'GET order/payment-types': { reply: typeof paymentTypesReplySchema };
  'POST order': { body: typeof createOrderBodySchema; reply: typeof orderCreationReplySchema };
  'POST order/cancel': { body: typeof cancelOrderBodySchema; reply: typeof orderIdReplySchema };
  'POST order/return': { body: typeof returnRequestBodySchema | FormData; reply: typeof orderIdReplySchema };
  'POST order/verify': { body: typeof paymentVerificationBodySchema; reply: typeof orderIdReplySchema };

  'POST auth/login': { body: typeof signInSchema; reply: typeof loginReplySchema };
  'POST auth/login/otp': { body: typeof forgotPasswordSchema; reply: typeof messageReplySchema };
  'POST auth/logout': { reply: typeof messageReplySchema };
  'POST auth/signup': { body: typeof signUpSchema; reply: typeof signUpReplySchema };
  'POST auth/signup/verify': { body: typeof verifyOtpSchema; reply: typeof loginReplySchema };
  'POST auth/forgot-password': { body: typeof forgotPasswordSchema; reply: typeof resetCodeReplySchema };
  'POST auth/forgot-password/verify': { body: typeof verifyOtpSchema; reply: typeof messageReplySchema };
  'PUT auth/forgot-password': { body: typeof changePasswordSchema; reply: typeof messageReplySchema };
  'POST auth/delete-account': { body: typeof deleteAccountSchema; reply: typeof messageReplySchema };

  'POST contact-us': { body: typeof contactSchema; reply: typeof idReplySchema };
  'POST distributors': { body: typeof distributorSchema; reply: typeof idReplySchema };
  'POST wholesale': { body: typeof wholesalerSchema; reply: typeof idReplySchema };
}

type EndpointKey = keyof ShopEndpoints & string;

/** A declared path as the addresses it stands for: `product/:productId` is `product/${string}`. */
type PathPattern<Path extends string> = Path extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathPattern<Tail>}`
  : Path extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Path;

type DeclaredPath<Method extends string, Key> = Key extends `${Method} ${infer Path}` ? Path : never;

// Every endpoint of the method whose declared path covers the address.
type Covering<Method extends string, Address extends string> = {
  [Key in EndpointKey]: Address extends PathPattern<DeclaredPath<Method, Key>> ? Key : never;
}[EndpointKey];

/**
 * The endpoint a call names: the one declared with exactly that path, else the one whose
 * parameters cover it (`product/quick/search` is not `product/:productId`).
 */
export type EndpointOf<Method extends string, Address extends string> = `${Method} ${Address}` extends EndpointKey
  ? `${Method} ${Address}`
  : Covering<Method, Address>;

type Contract<Key> = Key extends EndpointKey ? ShopEndpoints[Key] & EndpointContract : never;

// A body schema's input; a form as it is.
type Sent<Body> = Body extends z.ZodType ? z.input<Body> : Body;

/** What a call to the endpoint sends: its query's or body's input, or nothing. */
export type EndpointInput<Key> =
  Contract<Key> extends { body: infer Body }
    ? Sent<Body>
    : Contract<Key> extends { query: infer Query extends z.ZodType }
      ? z.input<Query>
      : undefined;

/** The body of the endpoint's successful reply, as it travels. */
export type EndpointReply<Key> = z.input<Contract<Key>['reply']>;

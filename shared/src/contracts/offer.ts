import type { CartLine } from './cart';

/** What a coupon gives, in rupees and percent. */
export type OfferBenefit =
  | { kind: 'percent'; percentOff: number /** null: no cap */; maxDiscount: number | null }
  | { kind: 'flat'; amount: number }
  | { kind: 'free-product'; productName: string | null; quantity: number };

/** An active coupon offer shown on the offers page. */
export interface Offer {
  _id: string;
  offerName: string;
  /** 'retailer', 'wholesaler' or 'all'. */
  userType: string;
  couponCode: string;
  /** Uses allowed; anything that is not a number is shown as 'unlimited'. */
  limit: number | string | null;
  highlights: string[];
  termsAndConditions: string[];
  /** Whether the signed-in shopper's account type may use it; the API lists these first. */
  forYou?: boolean;
  benefit?: OfferBenefit;
  /** The subtotal before the coupon must reach this (rupees); 0 for no minimum. */
  minCartValue?: number;
  /** ISO date and time it ends; null when it does not. */
  expiresAt?: string | null;
}

/** The reply to applying a coupon: the new cart total in rupees and per-product price overrides. */
export interface CouponResult {
  totalCartValue: number;
  /** Product id to the discounted unit price in rupees while the coupon applies. */
  updatedProductsPrice: Record<string, number>;
  /** Free products the coupon adds, shaped like cart lines. */
  newFreeProductsAdded: CartLine[];
}

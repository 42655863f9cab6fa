import type { CartLine } from './cart';

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
}

/** The reply to applying a coupon: the new cart total in rupees and per-product price overrides. */
export interface CouponResult {
  totalCartValue: number;
  /** Product id to the discounted unit price in rupees while the coupon applies. */
  updatedProductsPrice: Record<string, number>;
  /** Free products the coupon adds, shaped like cart lines. */
  newFreeProductsAdded: CartLine[];
}

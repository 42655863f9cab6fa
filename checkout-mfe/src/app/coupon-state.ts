import type { CartLine, CouponResult } from '@shop/shared/contracts';
import { atom } from 'nanostores';

/** A coupon's quote with its free products as cart lines the client holds. */
export type CouponQuote = Omit<CouponResult, 'newFreeProductsAdded'> & { newFreeProductsAdded: CartLine[] };

/** A coupon the shopper applied, with the cart as it was before so removing it restores that exactly. */
export interface AppliedCoupon {
  code: string;
  totalCartValue: number;
  priceOverrides: Record<string, number>;
  /** The free lines shown while the coupon applies: the cart's own plus the coupon's. */
  freeProducts: CartLine[];
  savedCart: CartLine[];
  savedFreeProducts: CartLine[];
}

/** The coupon applied on the cart page, or null. Only a quote: the server stores nothing until an order. */
export const $coupon = atom<AppliedCoupon | null>(null);

/** Moves the cart from no coupon to coupon applied, keeping copies of the lines it was quoted on. */
export function applyCoupon(code: string, quote: CouponQuote, cart: readonly CartLine[], freeProducts: readonly CartLine[]): AppliedCoupon {
  const applied: AppliedCoupon = {
    code,
    totalCartValue: quote.totalCartValue,
    priceOverrides: { ...quote.updatedProductsPrice },
    freeProducts: [...freeProducts, ...quote.newFreeProductsAdded],
    savedCart: structuredClone([...cart]),
    savedFreeProducts: structuredClone([...freeProducts]),
  };
  $coupon.set(applied);
  return applied;
}

/** Removes the coupon and hands back the cart it was applied to, unchanged; null when none applied. */
export function removeCoupon(): { cart: CartLine[]; freeProducts: CartLine[] } | null {
  const applied = $coupon.get();
  $coupon.set(null);
  return applied ? { cart: applied.savedCart, freeProducts: applied.savedFreeProducts } : null;
}

/** The unit price a product sells for under the coupon, in rupees, or undefined when it has none. */
export function couponPrice(coupon: AppliedCoupon | null, productId: string | undefined): number | undefined {
  return coupon && productId ? coupon.priceOverrides[productId] : undefined;
}

import { toPaise } from '@shop/shared/pricing';
import type { Coupon, User } from '../db/schema';
import { AppError } from '../http/app-error';
import { ALREADY_USED, INVALID_COUPON, LIMIT_REACHED } from './order-messages';
import type { OrderRepositories } from './order-repositories';

/** Refuses a coupon this shopper may not use: another account type's, or a second coupon (decision 007). */
export function refuseForShopper(coupon: Pick<Coupon, 'userType'>, shopper: Pick<User, 'accountType' | 'isAlreadyCouponUsed'>): void {
  if (coupon.userType !== 'all' && coupon.userType !== shopper.accountType) {
    throw new AppError(403, 'WRONG_ACCOUNT_TYPE', `This coupon is for ${coupon.userType} accounts`);
  }
  if (shopper.isAlreadyCouponUsed) throw new AppError(409, 'COUPON_ALREADY_USED', ALREADY_USED);
}

/** Refuses a coupon whose minimum cart value the subtotal (paise) does not reach. */
export function refuseBelowMinimum(coupon: Pick<Coupon, 'minCartValue'>, subtotalPaise: number): void {
  if (subtotalPaise < toPaise(coupon.minCartValue)) {
    throw new AppError(400, 'BELOW_MINIMUM', 'Your cart is below the minimum value of this coupon');
  }
}

/**
 * Checks a coupon for an order and counts one use, or throws. Runs after the shopper's row is
 * locked, so their own attempts read the flag one after the other; the limit is kept by the
 * counting update itself, so parallel orders of different shoppers never overshoot it.
 */
export async function useCoupon(
  repositories: Pick<OrderRepositories, 'coupons' | 'users'>,
  code: string,
  shopper: User,
  subtotalPaise: number,
): Promise<Coupon> {
  const coupon = await repositories.coupons.findUsable(code);
  if (!coupon) throw new AppError(404, 'INVALID_COUPON', INVALID_COUPON);
  refuseForShopper(coupon, shopper);
  refuseBelowMinimum(coupon, subtotalPaise);
  if (!(await repositories.coupons.countUse(coupon.id))) throw new AppError(409, 'COUPON_LIMIT_REACHED', LIMIT_REACHED);
  await repositories.users.setCouponUsed(shopper.id, true);
  return coupon;
}

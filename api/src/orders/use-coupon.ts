import { formatDateTime } from '@shop/shared/format';
import { toPaise } from '@shop/shared/pricing';
import type { Coupon, User } from '../db/schema';
import { AppError } from '../http/app-error';
import { ALREADY_USED, INVALID_COUPON, LIMIT_REACHED, usedUpByShopper } from './order-messages';
import type { OrderRepositories } from './order-repositories';

/** Refuses a coupon whose validity has not begun, saying when it does (India time). */
export function refuseBeforeStart(coupon: Pick<Coupon, 'startsAt'>, now = new Date()): void {
  if (coupon.startsAt && coupon.startsAt > now) {
    throw new AppError(409, 'COUPON_NOT_STARTED', `This coupon can be used from ${formatDateTime(coupon.startsAt)}`);
  }
}

/**
 * Refuses a coupon this shopper may not use: another account type's, one they have used as often as
 * it allows each shopper (`usesByShopper` of their orders hold it), or a second coupon (decision 007).
 */
export function refuseForShopper(
  coupon: Pick<Coupon, 'userType' | 'usesPerShopper'>,
  shopper: Pick<User, 'accountType' | 'isAlreadyCouponUsed'>,
  usesByShopper: number,
): void {
  if (coupon.userType !== 'all' && coupon.userType !== shopper.accountType) {
    throw new AppError(403, 'WRONG_ACCOUNT_TYPE', `This coupon is for ${coupon.userType} accounts`);
  }
  if (coupon.usesPerShopper !== null && usesByShopper >= coupon.usesPerShopper) {
    throw new AppError(409, 'COUPON_USED_UP_BY_SHOPPER', usedUpByShopper(coupon.usesPerShopper));
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
  refuseBeforeStart(coupon);
  refuseForShopper(coupon, shopper, await repositories.coupons.usesBy(coupon.couponCode, shopper.id));
  refuseBelowMinimum(coupon, subtotalPaise);
  if (!(await repositories.coupons.countUse(coupon.id))) throw new AppError(409, 'COUPON_LIMIT_REACHED', LIMIT_REACHED);
  await repositories.users.setCouponUsed(shopper.id, true);
  return coupon;
}

import { ApiError } from '@shop/shared/api-client';
import { CHECKOUT_MESSAGES } from './checkout-messages';

/** The server's codes whose own message tells the shopper more than the generic text. */
const TOLD_AS_IS = new Set([
  'OUT_OF_STOCK',
  'COUPON_LIMIT_REACHED',
  'COUPON_ALREADY_USED',
  'COUPON_USED_UP_BY_SHOPPER',
  'COUPON_NOT_STARTED',
  'INVALID_COUPON',
  'PAYMENT_AFTER_EXPIRY',
]);

/** What to tell the shopper when placing the order failed. */
export function orderFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CHECKOUT_MESSAGES.orderFailed;
  if (error.message === CHECKOUT_MESSAGES.cartEmpty) return CHECKOUT_MESSAGES.cartEmpty;
  if (error.errorCode === 'PAYMENT_INIT_FAILED') return CHECKOUT_MESSAGES.initFailed;
  return TOLD_AS_IS.has(error.errorCode) ? error.message : CHECKOUT_MESSAGES.orderFailed;
}

/** What to tell the shopper when the payment could not be verified; a late payment says it is refunded. */
export function verifyFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.errorCode === 'PAYMENT_AFTER_EXPIRY' ? error.message : CHECKOUT_MESSAGES.verifyFailed;
}

import { gstStateCode } from '@shop/shared/location';
import type { addresses, Order, OrderLine, User } from '../db/schema';

/**
 * How long after an order a second attempt for the same checkout, under another idempotency key
 * (a second tab, a double tap, a retry that lost its key), gets that order back.
 */
export const REPEAT_ATTEMPT_WINDOW_MS = 60_000;

type Address = typeof addresses.$inferSelect;

/** The address fields an order keeps as they were when it was placed. */
export const addressSnapshot = (address: Address) => ({
  houseNumber: address.houseNumber,
  societyName: address.societyName,
  street: address.street,
  city: address.city,
  state: address.state,
  // Addresses saved before state codes were kept get theirs from the name.
  stateCode: address.stateCode || gstStateCode(address.state),
  country: address.country,
  pinCode: address.pinCode,
});

/** The shopper's business details an order keeps for its invoice; all '' for an unregistered buyer. */
export const buyerGstSnapshot = (shopper: User) => ({
  buyerGstin: shopper.gstin,
  buyerLegalName: shopper.legalName,
  billingAddress: shopper.billingAddress,
  billingStateCode: shopper.billingStateCode,
});

export interface Attempt {
  paymentType: Order['paymentType'];
  address: Address;
  couponCode: string | null;
  /** The shopper's cart now: product id → quantity. */
  cart: Map<string, number>;
  now: Date;
}

const normalCode = (code: string | null) => code?.trim().toUpperCase() ?? '';

/**
 * Whether an attempt repeats the shopper's newest order: placed within the window, for the same
 * address, coupon and payment type, and it left the cart as it is now: emptied by a cash order
 * or a paid one, or still holding exactly the lines of an online order that waits for payment.
 */
/** States of an order that did not go through (unpaid, or called off): a press of the button again is a new order. */
const UNPLACED: ReadonlySet<Order['status']> = new Set(['pending_payment', 'expired', 'cancelled']);

export function isRepeatOf(
  order: Order,
  lines: readonly Pick<OrderLine, 'productId' | 'quantity' | 'isFree'>[],
  attempt: Attempt,
): boolean {
  if (attempt.now.getTime() - order.createdAt.getTime() > REPEAT_ATTEMPT_WINDOW_MS) return false;
  if (order.paymentType !== attempt.paymentType || normalCode(order.couponCode) !== normalCode(attempt.couponCode)) return false;
  const snapshot = addressSnapshot(attempt.address);
  if (Object.entries(snapshot).some(([field, value]) => order[field as keyof typeof snapshot] !== value)) return false;
  if (attempt.cart.size === 0) return !UNPLACED.has(order.status);
  if (order.status !== 'pending_payment' || !order.holdExpiresAt || order.holdExpiresAt <= attempt.now) return false;
  const bought = lines.filter((line) => !line.isFree);
  return bought.length === attempt.cart.size && bought.every((line) => attempt.cart.get(line.productId) === line.quantity);
}

import { describe, expect, it } from 'vitest';
import type { Order } from '../db/schema';
import { addressSnapshot, isRepeatOf, REPEAT_ATTEMPT_WINDOW_MS } from './repeat-order';

const placedAt = new Date('2026-11-23T10:00:00Z');
const address = {
  id: 'a1',
  userId: 'u1',
  houseNumber: '12',
  societyName: 'Shanti Kunj',
  street: 'Link Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pinCode: '400050',
  stateCode: '27',
  createdAt: placedAt,
};

const order = (changes: Partial<Order> = {}): Order => ({
  id: 'o1',
  userId: 'u1',
  status: 'placed',
  paymentType: 'cod',
  provider: 'cod',
  providerOrderId: null,
  paymentId: null,
  idempotencyKey: 'k1',
  ...addressSnapshot(address),
  buyerName: 'Asha',
  buyerGstin: '',
  buyerLegalName: '',
  billingAddress: '',
  billingStateCode: '',
  couponCode: 'SAVE10',
  subtotal: '400.00',
  gst: '0.00',
  otherCharges: '0.00',
  discount: '20.00',
  shipping: '0.00',
  platformFee: '10.00',
  totalAmount: '390.00',
  invoiceNumber: 'UHC/2627/000001',
  invoiceDate: placedAt,
  refunded: false,
  holdExpiresAt: null,
  paidAt: null,
  courier: null,
  trackingNumber: null,
  createdAt: placedAt,
  ...changes,
});

const attempt = (
  changes: { cart?: Map<string, number>; after?: number; couponCode?: string | null; paymentType?: Order['paymentType'] } = {},
) => ({
  paymentType: changes.paymentType ?? ('cod' as const),
  address,
  couponCode: changes.couponCode === undefined ? ' save10 ' : changes.couponCode,
  cart: changes.cart ?? new Map<string, number>(),
  now: new Date(placedAt.getTime() + (changes.after ?? 1_000)),
});

describe('an attempt repeating the newest order', () => {
  it('is a repeat of a cash order within 60 s when the cart is empty, the code in any case', () => {
    expect(isRepeatOf(order(), [], attempt())).toBe(true);
    expect(isRepeatOf(order(), [], attempt({ after: REPEAT_ATTEMPT_WINDOW_MS }))).toBe(true);
    expect(isRepeatOf(order(), [], attempt({ after: REPEAT_ATTEMPT_WINDOW_MS + 1 }))).toBe(false);
  });

  it('is another order for another coupon, payment type or address', () => {
    expect(isRepeatOf(order(), [], attempt({ couponCode: null }))).toBe(false);
    expect(isRepeatOf(order(), [], attempt({ paymentType: 'online' }))).toBe(false);
    expect(isRepeatOf(order({ pinCode: '400051' }), [], attempt())).toBe(false);
  });

  it('repeats a waiting online order only while the cart holds exactly its bought lines and the hold runs', () => {
    const waiting = order({ status: 'pending_payment', paymentType: 'online', holdExpiresAt: new Date(placedAt.getTime() + 15 * 60_000) });
    const lines = [
      { productId: 'soap', quantity: 2, isFree: false },
      { productId: 'towel', quantity: 1, isFree: true },
    ];
    const online = (cart: [string, number][], after?: number) => attempt({ paymentType: 'online', cart: new Map(cart), after });
    expect(isRepeatOf(waiting, lines, online([['soap', 2]]))).toBe(true);
    expect(isRepeatOf(waiting, lines, online([['soap', 3]]))).toBe(false);
    expect(
      isRepeatOf(
        waiting,
        lines,
        online([
          ['soap', 2],
          ['oil', 1],
        ]),
      ),
    ).toBe(false);
    expect(isRepeatOf(waiting, lines, online([]))).toBe(false);
    expect(isRepeatOf(order({ ...waiting, holdExpiresAt: new Date(placedAt.getTime() + 500) }), lines, online([['soap', 2]]))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { refuseBeforeStart, refuseBelowMinimum, refuseForShopper } from './use-coupon';

describe('who may use a coupon', () => {
  it('refuses another account type’s coupon, one used up by the shopper and a second coupon, in that order', () => {
    const retail = { accountType: 'retailer' as const, isAlreadyCouponUsed: false };
    const anyone = { userType: 'all' as const, usesPerShopper: null };
    expect(() => refuseForShopper(anyone, retail, 0)).not.toThrow();
    expect(() => refuseForShopper({ ...anyone, userType: 'retailer' }, retail, 5)).not.toThrow();
    expect(() => refuseForShopper({ ...anyone, userType: 'wholesaler' }, { ...retail, isAlreadyCouponUsed: true }, 1)).toThrow(
      'This coupon is for wholesaler accounts',
    );
    expect(() => refuseForShopper({ ...anyone, usesPerShopper: 2 }, retail, 1)).not.toThrow();
    expect(() => refuseForShopper({ ...anyone, usesPerShopper: 2 }, { ...retail, isAlreadyCouponUsed: true }, 2)).toThrow(
      'You have already used this coupon 2 times, as often as it allows',
    );
    expect(() => refuseForShopper({ ...anyone, usesPerShopper: 1 }, retail, 1)).toThrow('You have already used this coupon');
    expect(() => refuseForShopper(anyone, { ...retail, isAlreadyCouponUsed: true }, 0)).toThrow('You have already used a coupon');
  });

  it('refuses a coupon before its start, saying when it starts in India time, and takes it from that moment', () => {
    const startsAt = new Date('2026-12-01T04:30:00Z');
    expect(() => refuseBeforeStart({ startsAt }, new Date('2026-12-01T04:29:59Z'))).toThrow(
      'This coupon can be used from 1 December 2026 at 10:00 am',
    );
    expect(() => refuseBeforeStart({ startsAt }, startsAt)).not.toThrow();
    expect(() => refuseBeforeStart({ startsAt: null }, new Date(0))).not.toThrow();
  });

  it('refuses a subtotal below the minimum by a paisa, and takes one exactly at it', () => {
    expect(() => refuseBelowMinimum({ minCartValue: '799.00' }, 79_899)).toThrow('Your cart is below the minimum value of this coupon');
    expect(() => refuseBelowMinimum({ minCartValue: '799.00' }, 79_900)).not.toThrow();
  });
});

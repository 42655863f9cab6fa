import { describe, expect, it } from 'vitest';
import { refuseBelowMinimum, refuseForShopper } from './use-coupon';

describe('who may use a coupon', () => {
  it('refuses another account type’s coupon and a second coupon, in that order', () => {
    const retail = { accountType: 'retailer' as const, isAlreadyCouponUsed: false };
    expect(() => refuseForShopper({ userType: 'all' }, retail)).not.toThrow();
    expect(() => refuseForShopper({ userType: 'retailer' }, retail)).not.toThrow();
    expect(() => refuseForShopper({ userType: 'wholesaler' }, { ...retail, isAlreadyCouponUsed: true })).toThrow(
      'This coupon is for wholesaler accounts',
    );
    expect(() => refuseForShopper({ userType: 'all' }, { ...retail, isAlreadyCouponUsed: true })).toThrow('You have already used a coupon');
  });

  it('refuses a subtotal below the minimum by a paisa, and takes one exactly at it', () => {
    expect(() => refuseBelowMinimum({ minCartValue: '799.00' }, 79_899)).toThrow('Your cart is below the minimum value of this coupon');
    expect(() => refuseBelowMinimum({ minCartValue: '799.00' }, 79_900)).not.toThrow();
  });
});

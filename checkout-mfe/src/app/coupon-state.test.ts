import { beforeEach, describe, expect, it } from 'vitest';
import { $coupon, applyCoupon, couponPrice, removeCoupon } from './coupon-state';
import { testLine, testProduct } from './test-product';

const powder = testProduct({ _id: 'powder', price: 200 });
const soap = testProduct({ _id: 'soap', price: 50, discountedAmount: 45 });
const cart = [testLine('l1', powder, 2), testLine('l2', soap, 1)];
const bottle = testLine('free1', testProduct({ _id: 'bottle', price: 99 }), 1);
const quote = { totalCartValue: 400, updatedProductsPrice: { powder: 180, soap: 40.5 }, newFreeProductsAdded: [bottle] };

beforeEach(() => $coupon.set(null));

describe('coupon state', () => {
  it('overrides prices and adds the free lines when applied', () => {
    applyCoupon('WELCOME10', quote, cart, []);
    const applied = $coupon.get();
    expect(applied?.code).toBe('WELCOME10');
    expect(applied?.totalCartValue).toBe(400);
    expect(couponPrice(applied ?? null, 'powder')).toBe(180);
    expect(couponPrice(applied ?? null, 'soap')).toBe(40.5);
    expect(couponPrice(applied ?? null, 'other')).toBeUndefined();
    expect(applied?.freeProducts).toEqual([bottle]);
  });

  it('restores exactly the cart it was applied to when removed', () => {
    const before = structuredClone(cart);
    applyCoupon('WELCOME10', quote, cart, []);
    // Later changes to the shown lines must not leak into the saved copy.
    const first = cart[0];
    if (first) first.quantity = 9;
    const restored = removeCoupon();
    expect(restored).toEqual({ cart: before, freeProducts: [] });
    expect($coupon.get()).toBeNull();
    if (first) first.quantity = 2;
  });

  it('gives nothing back when no coupon is applied', () => {
    expect(removeCoupon()).toBeNull();
    expect(couponPrice(null, 'powder')).toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, orders, users } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addStaff, staffSignIn } from '../admin/staff-fixtures';
import { call } from '../auth/auth-fixtures';
import { addCoupon, type Buyer, buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';

// A coupon's validity has a start as well as an end, and a coupon may be limited per shopper: both
// are checked where the cart applies a coupon and where an order is placed.
const database = useTestDatabase();
const app = useTestApp(database);

async function soapInCart(who: Buyer, quantity = 2) {
  const { db } = database();
  const soap = await addProduct(db, { categoryId: await addCategory(db, `Soaps ${randomUUID().slice(0, 8)}`), stock: 50, price: 100 });
  await who.fill(soap, quantity);
  return soap;
}

const apply = (who: Buyer, code: string) => call(app(), 'GET', `/api/v1/coupon/${code}`, undefined, { headers: who.headers });
const offerCodes = async (who: Buyer) =>
  (
    (await call(app(), 'GET', '/api/v1/coupon/active/all', undefined, { headers: who.headers })).json().data as { couponCode: string }[]
  ).map((offer) => offer.couponCode);
const usedCount = async (id: string) => (await database().db.query.coupons.findFirst({ where: eq(coupons.id, id) }))?.usedCount;

describe('a coupon’s start', () => {
  it('is refused before it starts, saying when, on apply and on order; the offers page lists it only from then', async () => {
    const asha = await buyer(app(), database());
    await soapInCart(asha);
    const id = await addCoupon(database(), {
      couponCode: 'SOON20',
      kind: 'flat',
      flatAmount: '20',
      startsAt: new Date('2099-12-01T04:30:00Z'),
    });

    const early = await apply(asha, 'SOON20');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'COUPON_NOT_STARTED',
      message: 'This coupon can be used from 1 December 2099 at 10:00 am',
    });
    const order = await placeOrder(app(), asha, { couponCode: 'SOON20' });
    expect(order.statusCode).toBe(409);
    expect(order.json().errorCode).toBe('COUPON_NOT_STARTED');
    expect(await database().db.query.orders.findMany()).toEqual([]);
    expect(await offerCodes(asha)).toEqual([]);

    await database()
      .db.update(coupons)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, id));
    expect((await apply(asha, 'SOON20')).statusCode).toBe(200);
    expect(await offerCodes(asha)).toEqual(['SOON20']);
    expect((await placeOrder(app(), asha, { couponCode: 'SOON20' })).statusCode).toBe(201);
    expect(await usedCount(id)).toBe(1);
  });
});

describe('a coupon’s uses per shopper', () => {
  it('refuses a shopper who used it up, on apply and on order, lets others use it, and gives the use back on cancelling', async () => {
    const asha = await buyer(app(), database());
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    const id = await addCoupon(database(), { couponCode: 'ONCE', kind: 'flat', flatAmount: '20', usesPerShopper: 1 });
    await soapInCart(asha);
    const first = await placeOrder(app(), asha, { couponCode: 'ONCE' });
    expect(first.statusCode, first.body).toBe(201);
    const orderId = first.json().data.notes.orderId as string;

    // The shop's one-coupon mark is cleared, so what refuses here is the coupon's own count.
    await database().db.update(users).set({ isAlreadyCouponUsed: false }).where(eq(users.id, asha.user.id));
    await soapInCart(asha, 1);
    const again = await apply(asha, 'ONCE');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'COUPON_USED_UP_BY_SHOPPER', message: 'You have already used this coupon' });
    const second = await placeOrder(app(), asha, { couponCode: 'ONCE' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already used this coupon');

    await soapInCart(ravi);
    expect((await placeOrder(app(), ravi, { couponCode: 'ONCE' })).statusCode).toBe(201);
    expect(await usedCount(id)).toBe(2);

    // Cancelling gives the use back, to the coupon's count and to the shopper's.
    const cancelled = await call(app(), 'POST', '/api/v1/order/cancel', { orderId }, { headers: asha.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usedCount(id)).toBe(1);
    expect((await apply(asha, 'ONCE')).statusCode).toBe(200);
  });

  it('allows as many orders as it says, then names the count', async () => {
    const asha = await buyer(app(), database());
    await addCoupon(database(), { couponCode: 'TWICE', kind: 'flat', flatAmount: '20', usesPerShopper: 2 });
    for (const quantity of [1, 2]) {
      await soapInCart(asha, quantity);
      expect((await placeOrder(app(), asha, { couponCode: 'TWICE' })).statusCode).toBe(201);
      await database().db.update(users).set({ isAlreadyCouponUsed: false }).where(eq(users.id, asha.user.id));
    }
    await soapInCart(asha, 3);
    const third = await placeOrder(app(), asha, { couponCode: 'TWICE' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('You have already used this coupon 2 times, as often as it allows');
  });

  it('holds when one shopper sends orders with it in parallel: one order keeps it, and it is counted once', async () => {
    const asha = await buyer(app(), database());
    const id = await addCoupon(database(), { couponCode: 'ONCE', kind: 'flat', flatAmount: '20', usesPerShopper: 1 });
    await soapInCart(asha, 3);
    const replies = await Promise.all([
      placeOrder(app(), asha, { couponCode: 'ONCE' }),
      placeOrder(app(), asha, { couponCode: 'ONCE', paymentType: 'razorpay' }),
      placeOrder(app(), asha, { couponCode: 'ONCE' }),
      placeOrder(app(), asha, { couponCode: 'ONCE', paymentType: 'razorpay' }),
    ]);
    expect(replies.some((reply) => reply.statusCode === 201)).toBe(true);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBeLessThan(500);
    const standing = (await database().db.query.orders.findMany({ where: eq(orders.userId, asha.user.id) })).filter(
      (order) => order.couponCode === 'ONCE' && order.status !== 'cancelled' && order.status !== 'expired',
    );
    expect(standing).toHaveLength(1);
    expect(await usedCount(id)).toBe(1);
  });
});

describe('the staff’s coupon fields for the rule and the start', () => {
  it('checks each shopper’s uses and that the coupon ends after it starts, then keeps both, edited on the version read', async () => {
    await addStaff(database().db, 'catalogue');
    const cookies = await staffSignIn(app(), 'catalogue@example.in');
    const send = (method: 'POST' | 'PATCH', url: string, body: object) => call(app(), method, `/api/admin/v1${url}`, body, { cookies });
    const base = { offerName: 'Festive', couponCode: 'FEST', userType: 'all', kind: 'flat', flatAmount: 50 };

    const bad = await send('POST', '/coupons', {
      ...base,
      usesPerShopper: 0,
      startsAt: '2026-12-10T00:00:00.000Z',
      expiresAt: '2026-12-01T00:00:00.000Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      usesPerShopper: 'Allow each shopper at least 1 use.',
      expiresAt: 'End the coupon after it starts.',
    });
    const fraction = await send('POST', '/coupons', { ...base, usesPerShopper: 1.5 });
    expect(fraction.json().fields).toEqual({ usesPerShopper: 'Enter a whole number of uses.' });
    expect(await database().db.query.coupons.findMany()).toEqual([]);

    const added = await send('POST', '/coupons', { ...base, usesPerShopper: 1, startsAt: '2026-12-01T04:30:00.000Z' });
    expect(added.statusCode, added.body).toBe(201);
    const coupon = added.json().data.coupon;
    expect(coupon).toMatchObject({ usesPerShopper: 1, startsAt: '2026-12-01T04:30:00.000Z', expiresAt: null, version: 1 });

    const changed = await send('PATCH', `/coupons/${coupon.id}`, { ...coupon, usesPerShopper: null, startsAt: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.coupon).toMatchObject({ usesPerShopper: null, startsAt: null, version: 2 });
    const stale = await send('PATCH', `/coupons/${coupon.id}`, { ...coupon, usesPerShopper: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ usesPerShopper: null, version: 2 });
  });
});

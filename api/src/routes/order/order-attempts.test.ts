import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coupons, orders, products, users } from '../../db/schema';
import { REPEAT_ATTEMPT_WINDOW_MS } from '../../orders/repeat-order';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addCategory, addProduct } from '../product/product-fixtures';
import { addCoupon, type Buyer, buyer, placeOrder } from './order-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);
const db = () => database().db;

afterEach(() => {
  vi.useRealTimers();
});

const SHOPPERS = 20;

/** 20 shoppers with two soaps each in the cart, a flat coupon without a limit and 100 soaps in stock. */
async function crowd() {
  const categoryId = await addCategory(db(), 'Detergent');
  const soap = await addProduct(db(), { categoryId, stock: 100, price: 200 });
  const couponId = await addCoupon(database(), { kind: 'flat', flatAmount: '20' });
  const shoppers: Buyer[] = [];
  for (let n = 0; n < SHOPPERS; n += 1) {
    const who = await buyer(app(), database(), `twice${n}@example.in`);
    await who.fill(soap, 2);
    shoppers.push(who);
  }
  return { soap, couponId, shoppers };
}

const liveOrders = () =>
  db()
    .select()
    .from(orders)
    .where(inArray(orders.status, ['placed', 'pending_payment', 'confirmed']));
const stockOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]?.stock;
const usesOf = async (id: string) => (await db().select().from(coupons).where(eq(coupons.id, id)))[0]?.usedCount;

describe.each([
  ['cash on delivery', 'cod'],
  ['online payment', 'razorpay'],
])('one cart sent twice with two keys at once (%s)', (_name, paymentType) => {
  it(`leaves each of ${SHOPPERS} shoppers one live order, with stock and coupon use taken once`, async () => {
    const { soap, couponId, shoppers } = await crowd();
    const replies = await Promise.all(
      shoppers.flatMap((who) => [0, 1].map(() => placeOrder(app(), who, { paymentType, couponCode: 'save10', key: randomUUID() }))),
    );

    const live = await liveOrders();
    expect(live).toHaveLength(SHOPPERS);
    expect(new Set(live.map((order) => order.userId)).size).toBe(SHOPPERS);
    expect(await stockOf(soap)).toBe(100 - 2 * SHOPPERS);
    expect(await usesOf(couponId)).toBe(SHOPPERS);
    expect(live.map((order) => order.discount)).toEqual(Array(SHOPPERS).fill('20.00'));
    // Both taps of a shopper get that one order back, as a repeat with the same key would.
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(2 * SHOPPERS).fill(201));
    for (let n = 0; n < SHOPPERS; n += 1) {
      const [first, second] = [replies[2 * n]?.json().data, replies[2 * n + 1]?.json().data];
      expect(second).toEqual(first);
      expect(live.find((order) => order.id === first.notes.orderId)?.userId).toBe(shoppers[n]?.user.id);
    }
  });
});

describe('a second attempt with another key', () => {
  it('gets the first cash-on-delivery order back within the window, and the empty-cart refusal after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { shoppers } = await crowd();
    const [who] = shoppers as [Buyer];
    const first = await placeOrder(app(), who);
    const again = await placeOrder(app(), who);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);

    // Another coupon or payment type is another order, and the cart is empty now.
    expect((await placeOrder(app(), who, { couponCode: 'SAVE10' })).json().message).toBe('Your cart is empty');
    vi.setSystemTime(Date.now() + REPEAT_ATTEMPT_WINDOW_MS + 1000);
    const late = await placeOrder(app(), who);
    expect([late.statusCode, late.json().message]).toEqual([400, 'Your cart is empty']);
    expect(await liveOrders()).toHaveLength(1);
  });

  it('gets the waiting online order back while the cart still holds its lines; a changed cart starts a new one', async () => {
    const { soap, shoppers } = await crowd();
    const [who] = shoppers as [Buyer];
    const first = await placeOrder(app(), who, { paymentType: 'razorpay' });
    const again = await placeOrder(app(), who, { paymentType: 'razorpay' });
    expect(again.json().data).toEqual(first.json().data);
    expect(await stockOf(soap)).toBe(98);

    await who.fill(await addProduct(db(), { categoryId: await addCategory(db(), 'Soap'), stock: 5 }), 1);
    const changed = await placeOrder(app(), who, { paymentType: 'razorpay' });
    expect(changed.statusCode).toBe(201);
    expect(changed.json().data.notes.orderId).not.toBe(first.json().data.notes.orderId);
    expect((await liveOrders()).map((order) => order.id)).toEqual([changed.json().data.notes.orderId]);
    expect(await stockOf(soap)).toBe(98);
    const [user] = await db().select().from(users).where(eq(users.id, who.user.id));
    expect(user?.isAlreadyCouponUsed).toBe(false);
  });
});

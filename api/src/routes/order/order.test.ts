import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, coupons, orderLines, orders, products, users } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { addCoupon, buyer, placeOrder } from './order-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);
const db = () => database().db;

async function catalogue() {
  const categoryId = await addCategory(db(), 'Detergent');
  return (fixture: Parameters<typeof addProduct>[1] extends infer F ? Omit<F & object, 'categoryId'> : never = {}) =>
    addProduct(db(), { categoryId, ...fixture });
}

const stockOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]?.stock;

describe('POST /api/v1/order (cash on delivery)', () => {
  it('places the order: snapshots, totals, no invoice number yet, stock taken and cart cleared', async () => {
    const product = await catalogue();
    const soap = await product({ productName: 'Ujjwal Bar 200 g', stock: 5, price: 100, hsnCode: '3401', cgst: '9', sgst: '9' });
    const who = await buyer(app(), database());
    await who.fill(soap, 2);
    const response = await placeOrder(app(), who);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Order created successfully!', data: { id: null } });
    const [order] = await db().select().from(orders);
    expect(body.data.notes).toEqual({ orderId: order?.id });
    // 2 × ₹100 + 18% GST + road shipping to Mumbai + ₹10 platform fee.
    expect(order).toMatchObject({ status: 'placed', paymentType: 'cod', subtotal: '200.00', gst: '36.00', discount: '0.00' });
    expect(order).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', houseNumber: '12', buyerName: 'Asha Patel', platformFee: '10.00' });
    // The tax invoice is numbered when the order is packed, not when it is placed.
    expect(order).toMatchObject({ stateCode: '27', invoiceNumber: null, invoiceDate: null });
    expect(Number(order?.totalAmount)).toBe(246 + Number(order?.shipping));
    expect(body.data.amount).toBe(Number(order?.totalAmount));
    const lines = await db().select().from(orderLines);
    expect(lines).toMatchObject([
      { productName: 'Ujjwal Bar 200 g', price: '100.00', quantity: 2, hsnCode: '3401', cgst: '9.00', isFree: false },
    ]);
    expect(await stockOf(soap)).toBe(3);
    expect(await db().select().from(cartItems)).toEqual([]);
  });

  it('keeps each line’s weight with its unit, as the orders page and the invoice show it', async () => {
    const product = await catalogue();
    const can = await product({
      productName: 'Ujjwal Pro Liquid 5 L Can',
      weight: [{ weight: 5000, price: 899 }],
      weightUnit: 'ml',
      price: 899,
    });
    const who = await buyer(app(), database());
    await who.fill(can, 1);
    expect((await placeOrder(app(), who)).statusCode).toBe(201);
    expect(await db().select().from(orderLines)).toMatchObject([{ productName: 'Ujjwal Pro Liquid 5 L Can', selectedWeight: '5 L' }]);
  });

  it('refuses an empty cart, a missing idempotency key and another shopper’s address', async () => {
    const who = await buyer(app(), database());
    const empty = await placeOrder(app(), who);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty');
    const noKey = await call(app(), 'POST', '/api/v1/order', { addressId: who.addressId, paymentType: 'cod' }, { headers: who.headers });
    expect(noKey.statusCode).toBe(400);
    const other = await buyer(app(), database(), 'ravi@example.in');
    const theirs = await placeOrder(app(), { ...who, addressId: other.addressId });
    expect(theirs.statusCode).toBe(404);
    expect(await db().select().from(orders)).toEqual([]);
  });

  it('answers 409 naming the product when the stock is short, and takes nothing', async () => {
    const product = await catalogue();
    const soap = await product({ productName: 'Ujjwal Bar 200 g', stock: 1 });
    const who = await buyer(app(), database());
    await who.fill(soap, 2);
    const response = await placeOrder(app(), who);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Ujjwal Bar 200 g');
    expect(await stockOf(soap)).toBe(1);
    expect(await db().select().from(orders)).toEqual([]);
    expect(await db().select().from(cartItems)).toHaveLength(1);
  });

  it('gives the same reply and one order for the same key, even 10 at once', async () => {
    const product = await catalogue();
    const soap = await product({ stock: 50 });
    const who = await buyer(app(), database());
    await who.fill(soap, 1);
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 10 }, () => placeOrder(app(), who, { key })));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((reply) => reply.json().data.notes.orderId)).size).toBe(1);
    expect(await db().select().from(orders)).toHaveLength(1);
    expect(await stockOf(soap)).toBe(49);
  });

  it('sells the last 10 units to exactly 10 of 50 shoppers ordering at once', async () => {
    const product = await catalogue();
    const soap = await product({ stock: 10 });
    const shoppers = [];
    for (let n = 0; n < 50; n += 1) {
      const who = await buyer(app(), database(), `shopper${n}@example.in`);
      await who.fill(soap, 1);
      shoppers.push(who);
    }
    const replies = await Promise.all(shoppers.map((who) => placeOrder(app(), who)));
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    expect(await stockOf(soap)).toBe(0);
    expect(await db().select().from(orders)).toHaveLength(10);
  });

  it('counts a coupon with a limit of 5 exactly 5 times over 20 orders at once', async () => {
    const product = await catalogue();
    const soap = await product({ stock: 100, price: 200 });
    const couponId = await addCoupon(database(), { kind: 'flat', flatAmount: '20', usageLimit: 5 });
    const shoppers = [];
    for (let n = 0; n < 20; n += 1) {
      const who = await buyer(app(), database(), `coupon${n}@example.in`);
      await who.fill(soap, 1);
      shoppers.push(who);
    }
    const replies = await Promise.all(shoppers.map((who) => placeOrder(app(), who, { couponCode: 'save10' })));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(5);
    expect(replies.filter((reply) => reply.statusCode === 409).map((reply) => reply.json().message)).toEqual(
      Array(15).fill('This coupon has reached its usage limit'),
    );
    expect((await db().select().from(coupons).where(eq(coupons.id, couponId)))[0]?.usedCount).toBe(5);
    const placed = await db().select().from(orders);
    expect(placed.map((order) => order.discount)).toEqual(Array(5).fill('20.00'));
    const marked = await db().select().from(users).where(eq(users.isAlreadyCouponUsed, true));
    expect(marked).toHaveLength(5);
  });

  it('refuses a free product out of stock with data.freeProductsStockIsOver, unless told to go without it', async () => {
    const product = await catalogue();
    const soap = await product({ stock: 5 });
    const gift = await product({ productName: 'Gift Bar', stock: 0 });
    await addCoupon(database(), { kind: 'free-product', couponCode: 'GIFT', freeProductId: gift });
    const who = await buyer(app(), database());
    await who.fill(soap, 1);
    const refused = await placeOrder(app(), who, { couponCode: 'GIFT' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'FREE_PRODUCTS_STOCK_IS_OVER', data: { freeProductsStockIsOver: true } });
    expect(await stockOf(soap)).toBe(5);
    const ignored = await placeOrder(app(), who, { couponCode: 'GIFT', freeProductStockIgnore: true });
    expect(ignored.statusCode).toBe(201);
    expect(await db().select().from(orderLines)).toHaveLength(1);
  });

  it('adds the free product as a free line and takes its stock', async () => {
    const product = await catalogue();
    const soap = await product({ stock: 5 });
    const gift = await product({ productName: 'Gift Bar', stock: 3 });
    await addCoupon(database(), { kind: 'free-product', couponCode: 'GIFT', freeProductId: gift, freeQuantity: 2 });
    const who = await buyer(app(), database());
    await who.fill(soap, 1);
    expect((await placeOrder(app(), who, { couponCode: 'GIFT' })).statusCode).toBe(201);
    const lines = await db().select().from(orderLines);
    expect(lines.find((line) => line.isFree)).toMatchObject({ productName: 'Gift Bar', price: '0.00', quantity: 2 });
    expect(await stockOf(gift)).toBe(1);
  });
});

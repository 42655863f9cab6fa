import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cartItems, orders, products } from '../../db/schema';
import type { SandboxProvider } from '../../payments/provider';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { type Buyer, buyer, onlineOrderFor, placeOrder } from './order-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);
const db = () => database().db;

const onlineOrder = (who: Buyer) => onlineOrderFor(app(), database(), who);

const pay = (who: Buyer, providerOrderId: string) =>
  call(app(), 'POST', '/api/payments/sandbox/pay', { order_id: providerOrderId }, { headers: who.headers });
const proof = async (who: Buyer, providerOrderId: string) => (await pay(who, providerOrderId)).json().data;
const verify = (who: Buyer, body: Record<string, unknown>) => call(app(), 'POST', '/api/v1/order/verify', body, { headers: who.headers });
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

describe('online orders', () => {
  it('opens a provider order in paise, holds the stock and keeps the cart until paid', async () => {
    const who = await buyer(app(), database());
    const { soap, response, data } = await onlineOrder(who);
    expect(response.statusCode).toBe(201);
    const order = await orderRow(data.notes.orderId);
    expect(data).toMatchObject({ currency: 'INR', key: 'rzp_sandbox', amount: Math.round(Number(order?.totalAmount) * 100) });
    expect(data.id).toBe(order?.providerOrderId);
    expect(order).toMatchObject({ status: 'pending_payment', paymentType: 'online', invoiceNumber: null });
    expect(order?.holdExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(3);
    expect(await db().select().from(cartItems)).toHaveLength(1);
    expect((await call(app(), 'GET', '/api/v1/order/order-history', undefined, { headers: who.headers })).json().data).toEqual([]);
  });

  it('marks the order paid on a genuine signature, once, and a replay changes nothing', async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrder(who);
    const signed = await proof(who, data.id);
    const body = { orderId: data.notes.orderId, ...signed };
    const first = await verify(who, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Payment successful! Order placed.');
    const paid = await orderRow(data.notes.orderId);
    expect(paid).toMatchObject({ status: 'confirmed', paymentId: signed.razorpay_payment_id });
    expect(paid?.invoiceNumber).toBeNull();
    expect(await db().select().from(cartItems)).toEqual([]);
    const again = await verify(who, body);
    expect(again.statusCode).toBe(200);
    expect(await orderRow(data.notes.orderId)).toEqual(paid);
  });

  it('refuses a forged signature with 400 and leaves the order unpaid', async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrder(who);
    const signed = await proof(who, data.id);
    const forged = await verify(who, { orderId: data.notes.orderId, ...signed, razorpay_signature: '0'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment verification failed');
    expect((await orderRow(data.notes.orderId))?.status).toBe('pending_payment');
  });

  it("answers 404 for another shopper's order and changes nothing", async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrder(who);
    const signed = await proof(who, data.id);
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    expect((await verify(ravi, { orderId: data.notes.orderId, ...signed })).statusCode).toBe(404);
    expect((await orderRow(data.notes.orderId))?.status).toBe('pending_payment');
  });
});

describe('expired holds', () => {
  it('give the stock back when the next order starts; a payment arriving after that is refunded in full, once', async () => {
    const who = await buyer(app(), database());
    const { soap, data } = await onlineOrder(who);
    const signed = await proof(who, data.id);
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, data.notes.orderId));
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    await ravi.fill(soap, 5);
    expect((await placeOrder(app(), ravi)).statusCode).toBe(201);
    expect((await orderRow(data.notes.orderId))?.status).toBe('expired');
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(0);

    const late = await verify(who, { orderId: data.notes.orderId, ...signed });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The order expired before your payment arrived, so the payment is being refunded.');
    const sandbox = app().payments as SandboxProvider;
    await sandbox.deliverRefundWebhooks();
    expect(await orderRow(data.notes.orderId)).toMatchObject({ status: 'expired', refunded: true, paymentId: signed.razorpay_payment_id });
    expect(sandbox.refunds).toEqual([
      { paymentId: signed.razorpay_payment_id, amountPaise: data.amount, refundId: expect.stringMatching(/^rfnd_sandbox_/) },
    ]);
    expect((await verify(who, { orderId: data.notes.orderId, ...signed })).statusCode).toBe(409);
    expect(sandbox.refunds).toHaveLength(1);
    // The shopper sees the charge and its refund, without an invoice.
    const history = (await call(app(), 'GET', '/api/v1/order/order-history', undefined, { headers: who.headers })).json().data;
    expect(history).toMatchObject([{ _id: data.notes.orderId, refunded: true, invoiceNumber: null, paymentType: 'online' }]);
  });
});

describe('opening the payment', () => {
  it('gives the stock back at once with 502 when the provider cannot open an order', async () => {
    const who = await buyer(app(), database());
    vi.spyOn(app().payments, 'createOrder').mockRejectedValueOnce(new Error('provider down'));
    const { soap, response } = await onlineOrder(who);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Payment initialization failed');
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(5);
    expect((await db().select().from(orders))[0]?.status).toBe('expired');
    expect(await db().select().from(cartItems)).toHaveLength(1);
    // The shopper can try again at once.
    const retry = await placeOrder(app(), who, { paymentType: 'razorpay' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toMatch(/^order_sandbox_/);
  });

  it('answers a repeated request with the same provider order', async () => {
    const who = await buyer(app(), database());
    const categoryId = await addCategory(db(), 'Detergent');
    await who.fill(await addProduct(db(), { categoryId, stock: 5, price: 100 }), 1);
    const key = randomUUID();
    const first = await placeOrder(app(), who, { paymentType: 'razorpay', key });
    const again = await placeOrder(app(), who, { paymentType: 'razorpay', key });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(await db().select().from(orders)).toHaveLength(1);
  });
});

describe('cancelling an unpaid order', () => {
  it('gives its stock back at once; only its owner can, and a paid order is cancelled and refunded instead', async () => {
    const who = await buyer(app(), database());
    const { soap, data } = await onlineOrder(who);
    const cancel = (by: Buyer, orderId: string) => call(app(), 'POST', '/api/v1/order/cancel', { orderId }, { headers: by.headers });
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    expect((await cancel(ravi, data.notes.orderId)).statusCode).toBe(404);
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(3);
    const cancelled = await cancel(who, data.notes.orderId);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([200, 'Order placement cancelled']);
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(5);
    expect((await orderRow(data.notes.orderId))?.status).toBe('expired');
    expect(await db().select().from(cartItems)).toHaveLength(1);
    expect((await cancel(who, data.notes.orderId)).statusCode).toBe(200);
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(5);

    const second = await placeOrder(app(), who, { paymentType: 'razorpay' });
    const secondId = second.json().data.notes.orderId;
    const signed = await proof(who, second.json().data.id);
    expect((await verify(who, { orderId: secondId, ...signed })).statusCode).toBe(200);
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(3);
    const paidCancel = await cancel(who, secondId);
    expect([paidCancel.statusCode, paidCancel.json().message]).toEqual([200, 'Order cancelled']);
    await (app().payments as SandboxProvider).deliverRefundWebhooks();
    expect(await orderRow(secondId)).toMatchObject({ status: 'cancelled', refunded: true });
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(5);
    expect((await cancel(who, secondId)).statusCode).toBe(409);
  });
});

describe('a new attempt', () => {
  it("ends the shopper's earlier unpaid order, so its stock and coupon serve the new one", async () => {
    const who = await buyer(app(), database());
    const { soap, data } = await onlineOrder(who);
    // Stock 5, 2 held by the first attempt; the cart now wants 4.
    await db().update(cartItems).set({ quantity: 4 }).where(eq(cartItems.productId, soap));
    const second = await placeOrder(app(), who, { paymentType: 'razorpay' });
    expect(second.statusCode).toBe(201);
    expect((await orderRow(data.notes.orderId))?.status).toBe('expired');
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]?.stock).toBe(1);
    // Another shopper's unpaid order is not touched.
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    await ravi.fill(soap, 1);
    const ravis = (await placeOrder(app(), ravi, { paymentType: 'razorpay' })).json().data.notes.orderId;
    expect((await orderRow(second.json().data.notes.orderId))?.status).toBe('pending_payment');
    expect((await orderRow(ravis))?.status).toBe('pending_payment');
  });
});

describe('sandbox pay call', () => {
  it("needs the shopper's session and their own waiting order", async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrder(who);
    expect((await call(app(), 'POST', '/api/payments/sandbox/pay', { order_id: data.id })).statusCode).toBe(401);
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    expect((await pay(ravi, data.id)).statusCode).toBe(404);
    expect((await pay(who, data.id)).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders } from '../../db/schema';
import type { SandboxProvider } from '../../payments/provider';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { buyer, markDelivered, onlineOrderFor, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { createToken, BOOTSTRAP as TOKEN } from './operator-fixtures';

const database = useTestDatabase();
const app = useTestApp(database, { config: { operatorToken: TOKEN } });
const db = () => database().db;

const refund = (orderId: string, token = TOKEN) =>
  app().inject({ method: 'POST', url: `/api/operator/orders/${orderId}/refund`, headers: { authorization: `Bearer ${token}` } });
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

describe('operator refunds', () => {
  it('refund a paid online order through the provider, once', async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), who);
    const proof = (await call(app(), 'POST', '/api/payments/sandbox/pay', { order_id: data.id }, { headers: who.headers })).json().data;
    await call(app(), 'POST', '/api/v1/order/verify', { orderId: data.notes.orderId, ...proof }, { headers: who.headers });

    const replies = await Promise.all([refund(data.notes.orderId), refund(data.notes.orderId)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    // Sent to the provider; refunded once its webhook reports the refund processed.
    expect(replies[0]?.json()).toMatchObject({
      data: { orderId: data.notes.orderId, refunded: false },
      message: 'Refund sent to the payment provider',
    });
    const sandbox = app().payments as SandboxProvider;
    expect(sandbox.refunds).toEqual([{ paymentId: proof.razorpay_payment_id, amountPaise: data.amount, refundId: expect.any(String) }]);
    await sandbox.deliverRefundWebhooks();
    const history = (await call(app(), 'GET', '/api/v1/order/order-history', undefined, { headers: who.headers })).json().data;
    expect(history[0]).toMatchObject({ _id: data.notes.orderId, refunded: true });
  });

  it('mark a cash-on-delivery order refunded without calling the provider', async () => {
    const who = await buyer(app(), database());
    await who.fill(await addProduct(db(), { categoryId: await addCategory(db(), 'Soap'), stock: 3 }), 1);
    const orderId = (await placeOrder(app(), who)).json().data.notes.orderId;
    await markDelivered(database().db, orderId);
    expect((await refund(orderId)).statusCode).toBe(200);
    expect((await orderRow(orderId))?.refunded).toBe(true);
    expect((app().payments as SandboxProvider).refunds).toEqual([]);
  });

  it('refuse a wrong token, an unknown order and an unpaid one, and keep the mark off when the provider refuses', async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), who);
    expect((await refund(data.notes.orderId, 'x'.repeat(40))).statusCode).toBe(401);
    expect((await app().inject({ method: 'POST', url: `/api/operator/orders/${data.notes.orderId}/refund` })).statusCode).toBe(401);
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await refund('not-a-uuid')).statusCode).toBe(404);
    expect((await refund(data.notes.orderId)).statusCode).toBe(409);

    const proof = (await call(app(), 'POST', '/api/payments/sandbox/pay', { order_id: data.id }, { headers: who.headers })).json().data;
    await call(app(), 'POST', '/api/v1/order/verify', { orderId: data.notes.orderId, ...proof }, { headers: who.headers });
    vi.spyOn(app().payments, 'refund').mockRejectedValueOnce(new Error('provider down'));
    const refused = await refund(data.notes.orderId);
    expect(refused.statusCode).toBe(502);
    expect((await orderRow(data.notes.orderId))?.refunded).toBe(false);
    expect((await refund(data.notes.orderId)).statusCode).toBe(200);
    await (app().payments as SandboxProvider).deliverRefundWebhooks();
    expect((await orderRow(data.notes.orderId))?.refunded).toBe(true);
  });
});

describe('with a refunds token', () => {
  it('refunds, and is the only scope besides admin that may', async () => {
    const who = await buyer(app(), database());
    await who.fill(await addProduct(db(), { categoryId: await addCategory(db(), 'Soap'), stock: 3 }), 1);
    const orderId = (await placeOrder(app(), who)).json().data.notes.orderId;
    await markDelivered(database().db, orderId);
    const views = await createToken(app(), 'renderer', 'views');
    const catalog = await createToken(app(), 'catalog-ci', 'remote:catalog');
    expect((await refund(orderId, views.secret)).statusCode).toBe(403);
    expect((await refund(orderId, catalog.secret)).statusCode).toBe(403);
    expect((await orderRow(orderId))?.refunded).toBe(false);
    const desk = await createToken(app(), 'refunds-desk', 'refunds');
    expect((await refund(orderId, desk.secret)).statusCode).toBe(200);
    expect((await orderRow(orderId))?.refunded).toBe(true);
  });
});

describe('without OPERATOR_TOKEN', () => {
  const plain = useTestApp(database);
  it('refuses the bootstrap credential it does not have with a 401', async () => {
    const response = await plain().inject({
      method: 'POST',
      url: '/api/operator/orders/x/refund',
      headers: { authorization: 'Bearer x', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orderEvents, orders } from '../../db/schema';
import type { SandboxProvider } from '../../payments/provider';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { type Buyer, buyer, onlineOrderFor } from '../order/order-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);
const db = () => database().db;
const sandbox = () => app().payments as SandboxProvider;

const captured = (providerOrderId: string, amount: number, paymentId = 'pay_hook_1') =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, currency: 'INR', status: 'captured' } } },
  });

/** Posts as the provider does: no cookies, no X-Requested-With, the signature over the exact bytes. */
const deliver = (raw: string, signature = sandbox().signWebhook(raw)) =>
  app().inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: raw,
  });

const verify = async (who: Buyer, orderId: string, providerOrderId: string) => {
  const proof = (await call(app(), 'POST', '/api/payments/sandbox/pay', { order_id: providerOrderId }, { headers: who.headers })).json()
    .data;
  return call(app(), 'POST', '/api/v1/order/verify', { orderId, ...proof }, { headers: who.headers });
};

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const confirmations = async () => (await db().select().from(orderEvents)).filter((event) => event.toStatus === 'confirmed').length;

describe('payment webhook', () => {
  it('marks the order paid on a signed payment.captured: cart cleared, the invoice left for packing', async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), who);
    const response = await deliver(captured(data.id, data.amount));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ handled: true, outcome: 'paid' });
    const order = await orderRow(data.notes.orderId);
    expect(order).toMatchObject({ status: 'confirmed', paymentId: 'pay_hook_1' });
    expect(order?.invoiceNumber).toBeNull();
    expect(await db().select().from(cartItems)).toEqual([]);
  });

  it('refuses a signed event whose ids carry a NUL with 400, before any query', async () => {
    const response = await deliver(captured('order_x\u0000', 100, 'pay_\u0000'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Must not contain control characters' });
  });

  it('refuses a wrong signature or one over other bytes with 400, and the order stays unpaid', async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), who);
    const raw = captured(data.id, data.amount);
    expect((await deliver(raw, '0'.repeat(64))).statusCode).toBe(400);
    expect((await deliver(raw, '')).statusCode).toBe(400);
    // Same JSON, different bytes: the signature covers the body as sent, not its meaning.
    const reformatted = JSON.stringify(JSON.parse(raw), null, 2);
    const refused = await deliver(reformatted, sandbox().signWebhook(raw));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid webhook signature');
    expect((await orderRow(data.notes.orderId))?.status).toBe('pending_payment');
  });

  it('changes the order once whichever of webhook and verification comes first, even both at once', async () => {
    const who = await buyer(app(), database());
    const first = await onlineOrderFor(app(), database(), who, 1);
    const firstProof = (
      await call(app(), 'POST', '/api/payments/sandbox/pay', { order_id: first.data.id }, { headers: who.headers })
    ).json().data;
    expect((await deliver(captured(first.data.id, first.data.amount, firstProof.razorpay_payment_id))).statusCode).toBe(200);
    const paid = await orderRow(first.data.notes.orderId);
    expect(paid?.status).toBe('confirmed');
    const afterHook = await call(
      app(),
      'POST',
      '/api/v1/order/verify',
      { orderId: first.data.notes.orderId, ...firstProof },
      { headers: who.headers },
    );
    expect([afterHook.statusCode, afterHook.json().message]).toEqual([200, 'Payment successful! Order placed.']);
    expect(await orderRow(first.data.notes.orderId)).toEqual(paid);

    const second = await onlineOrderFor(app(), database(), who, 1);
    expect((await verify(who, second.data.notes.orderId, second.data.id)).statusCode).toBe(200);
    const verified = await orderRow(second.data.notes.orderId);
    const hook = await deliver(captured(second.data.id, second.data.amount, verified?.paymentId ?? ''));
    expect(hook.json().data).toEqual({ handled: true, outcome: 'already-paid' });
    expect(await orderRow(second.data.notes.orderId)).toEqual(verified);

    const third = await onlineOrderFor(app(), database(), who, 1);
    const before = await confirmations();
    const proof = (await call(app(), 'POST', '/api/payments/sandbox/pay', { order_id: third.data.id }, { headers: who.headers })).json()
      .data;
    const [viaHook, viaBrowser] = await Promise.all([
      deliver(captured(third.data.id, third.data.amount, proof.razorpay_payment_id)),
      call(app(), 'POST', '/api/v1/order/verify', { orderId: third.data.notes.orderId, ...proof }, { headers: who.headers }),
    ]);
    expect([viaHook.statusCode, viaBrowser.statusCode]).toEqual([200, 200]);
    expect(await confirmations()).toBe(before + 1);
    expect((await orderRow(third.data.notes.orderId))?.status).toBe('confirmed');
  });

  it('acknowledges other events, unknown orders and a wrong amount without changing anything', async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), who);
    const failed = JSON.stringify({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_x', order_id: data.id } } } });
    for (const raw of [failed, captured('order_unknown', data.amount), captured(data.id, data.amount - 100)]) {
      const response = await deliver(raw);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.handled).toBe(false);
    }
    expect((await orderRow(data.notes.orderId))?.status).toBe('pending_payment');
    const notJson = await deliver('{not json');
    expect(notJson.statusCode).toBe(400);
  });

  it('refunds a payment captured after the hold ended, once however often it is reported', async () => {
    const who = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), who);
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, data.notes.orderId));
    await app().orderService.releaseExpiredHolds();
    const raw = captured(data.id, data.amount);
    const replies = await Promise.all([deliver(raw), deliver(raw), deliver(raw)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(sandbox().refunds).toEqual([{ paymentId: 'pay_hook_1', amountPaise: data.amount, refundId: expect.any(String) }]);
    await sandbox().deliverRefundWebhooks();
    expect(await orderRow(data.notes.orderId)).toMatchObject({ status: 'expired', refunded: true, invoiceNumber: null });
  });
});

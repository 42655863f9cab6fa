import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { orders, outgoingMails, refunds } from '../../db/schema';
import type { SandboxProvider } from '../../payments/provider';
import { refundWebhookBody } from '../../payments/sandbox-refund-webhooks';
import { requestRefund } from '../../payments/settlement';
import { testConfig, useTestApp } from '../../test/test-app';
import { type TestDatabase, useTestDatabase } from '../../test/test-database';
import { addStaff } from '../admin/staff-fixtures';
import { call } from '../auth/auth-fixtures';
import { buyer, onlineOrderFor } from '../order/order-fixtures';

const database = useTestDatabase();
const db = () => database().db;

/** A paid online order and a refund of ₹50 on it that the provider accepted: pending, with the provider's id. */
async function acceptedRefund(app: () => import('fastify').FastifyInstance, data: () => TestDatabase) {
  await addStaff(data().db, 'accounts');
  const asha = await buyer(app(), data());
  const { data: placed } = await onlineOrderFor(app(), data(), asha, 2);
  const sandbox = app().payments as SandboxProvider;
  const paymentId = 'pay_refund_1';
  const verified = await call(
    app(),
    'POST',
    '/api/v1/order/verify',
    {
      orderId: placed.notes.orderId,
      razorpay_order_id: placed.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sandbox.signPayment(placed.id, paymentId),
    },
    { headers: asha.headers },
  );
  expect(verified.statusCode).toBe(200);
  const by = { kind: 'system' as const, id: null };
  const { refund } = await requestRefund(app().paymentDeps, { orderId: placed.notes.orderId, amountPaise: 5000, reason: 'Damaged', by });
  if (!refund?.providerRefundId) throw new Error('the refund was not accepted');
  return { orderId: placed.notes.orderId, paidPaise: placed.amount, paymentId, refund, providerRefundId: refund.providerRefundId, sandbox };
}

const refundRow = async (id: string) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0];
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const refundMails = async () =>
  (await db().select().from(outgoingMails)).filter((mail) => mail.kind === 'refund-processed' || mail.kind === 'staff-refund-failed');

describe('refund webhooks', () => {
  // The sandbox's own webhooks are held back, so each test reports the outcome itself.
  const app = useTestApp(database, { config: { sandboxRefundWebhookMs: 3_600_000 } });

  const deliver = (raw: string, signature = (app().payments as SandboxProvider).signWebhook(raw)) =>
    app().inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: raw,
    });

  const report = (
    status: 'processed' | 'failed',
    refund: { providerRefundId: string; paymentId: string },
    overrides: { amount?: number; notes?: Record<string, string> } = {},
  ) =>
    refundWebhookBody({
      id: refund.providerRefundId,
      payment_id: refund.paymentId,
      amount: overrides.amount ?? 5000,
      status,
      notes: overrides.notes ?? {},
    });

  it('keeps an accepted refund pending with the provider’s id until the webhook reports it processed, then mails the shopper', async () => {
    const accepted = await acceptedRefund(app, database);
    expect(await refundRow(accepted.refund.id)).toMatchObject({ state: 'pending', providerRefundId: accepted.providerRefundId });
    expect(await refundMails()).toEqual([]);

    const response = await deliver(report('processed', accepted));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ handled: true, outcome: 'refund-processed' });
    expect(await refundRow(accepted.refund.id)).toMatchObject({ state: 'processed', settledAt: expect.any(Date) });
    // ₹50 of what was paid: not refunded in full.
    expect((await orderRow(accepted.orderId))?.refunded).toBe(false);
    expect((await refundMails()).map((mail) => [mail.kind, mail.recipient])).toEqual([['refund-processed', 'asha@example.in']]);
  });

  it('marks a refund failed on refund.failed: it no longer counts, and the accounts desk is told', async () => {
    const accepted = await acceptedRefund(app, database);
    const response = await deliver(report('failed', accepted));
    expect(response.json().data).toEqual({ handled: true, outcome: 'refund-failed' });
    expect(await refundRow(accepted.refund.id)).toMatchObject({ state: 'failed', failure: expect.stringMatching(/failed/) });
    expect((await refundMails()).map((mail) => [mail.kind, mail.recipient])).toEqual([['staff-refund-failed', 'accounts@example.in']]);
    // All that was paid can be refunded again.
    const by = { kind: 'system' as const, id: null };
    const again = await requestRefund(app().paymentDeps, { orderId: accepted.orderId, reason: 'Try again', by });
    expect(again.refund).toMatchObject({ amountPaise: accepted.paidPaise, state: 'pending' });
  });

  it('moves a refund once however often it is reported: a repeat sends no second mail', async () => {
    const accepted = await acceptedRefund(app, database);
    const raw = report('processed', accepted);
    expect((await deliver(raw)).json().data.outcome).toBe('refund-processed');
    const repeat = await deliver(raw);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data).toEqual({ handled: true, outcome: 'refund-already-settled' });
    expect(await refundMails()).toHaveLength(1);
  });

  it('ignores a failure reported after the refund was processed, and a success after it failed', async () => {
    const processed = await acceptedRefund(app, database);
    await deliver(report('processed', processed));
    const late = await deliver(report('failed', processed));
    expect(late.json().data).toEqual({ handled: true, outcome: 'refund-already-settled' });
    expect(await refundRow(processed.refund.id)).toMatchObject({ state: 'processed', failure: null });
    expect((await refundMails()).map((mail) => mail.kind)).toEqual(['refund-processed']);
  });

  it('moves a refund once when two reports arrive at the same moment', async () => {
    const accepted = await acceptedRefund(app, database);
    const replies = await Promise.all([deliver(report('processed', accepted)), deliver(report('processed', accepted))]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies.map((reply) => reply.json().data.outcome).sort()).toEqual(['refund-already-settled', 'refund-processed']);
    expect(await refundMails()).toHaveLength(1);

    // Processed and failed at once: whichever wins, the refund moves once and one mail goes.
    const second = await acceptedRefund2(accepted.orderId, accepted.paymentId);
    const outcomes = await Promise.all([deliver(report('processed', second)), deliver(report('failed', second))]);
    expect(outcomes.filter((reply) => reply.json().data.outcome === 'refund-already-settled')).toHaveLength(1);
    expect(await refundMails()).toHaveLength(2);
  });

  /** Another ₹50 refund on the same paid order. */
  async function acceptedRefund2(orderId: string, paymentId: string) {
    const by = { kind: 'system' as const, id: null };
    const { refund } = await requestRefund(app().paymentDeps, { orderId, amountPaise: 5000, reason: 'Second bar', by });
    return { providerRefundId: refund?.providerRefundId ?? '', paymentId };
  }

  it('settles a refund reported before the provider’s answer was kept, by the shop’s id in its notes', async () => {
    const accepted = await acceptedRefund(app, database);
    // As if the webhook came while the refund call was still being answered.
    await db().update(refunds).set({ providerRefundId: null }).where(eq(refunds.id, accepted.refund.id));
    const response = await deliver(report('processed', accepted, { notes: { refundId: accepted.refund.id } }));
    expect(response.json().data.outcome).toBe('refund-processed');
    expect(await refundRow(accepted.refund.id)).toMatchObject({ state: 'processed', providerRefundId: accepted.providerRefundId });
    // The answer kept afterwards changes nothing.
    expect(await app().repositories.refunds.attachProviderRefundId(accepted.refund.id, 'rfnd_other')).toBeUndefined();
  });

  it('acknowledges a refund it does not know with 200, logs it and changes nothing', async () => {
    const accepted = await acceptedRefund(app, database);
    const warn = vi.spyOn(app().log, 'warn');
    for (const raw of [
      report('processed', { providerRefundId: 'rfnd_unknown', paymentId: accepted.paymentId }),
      report('processed', { providerRefundId: 'rfnd_unknown', paymentId: accepted.paymentId }, { notes: { refundId: 'not-a-uuid' } }),
      // Known refund, but not the payment or amount it was asked on.
      report('processed', { providerRefundId: accepted.providerRefundId, paymentId: 'pay_other' }),
      report('processed', accepted, { amount: 4999 }),
    ]) {
      const response = await deliver(raw);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ handled: false });
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ providerRefundId: 'rfnd_unknown', outcome: 'unknown' }),
      'A refund webhook was ignored',
    );
    expect(await refundRow(accepted.refund.id)).toMatchObject({ state: 'pending' });
    expect(await refundMails()).toEqual([]);
  });

  it('refuses a report with a wrong signature with 400, and the refund stays pending', async () => {
    const accepted = await acceptedRefund(app, database);
    const raw = report('processed', accepted);
    const forged = await deliver(raw, '0'.repeat(64));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ errorCode: 'WEBHOOK_SIGNATURE_INVALID', message: 'Invalid webhook signature' });
    expect((await deliver(raw, '')).statusCode).toBe(400);
    expect(await refundRow(accepted.refund.id)).toMatchObject({ state: 'pending' });
    expect(await refundMails()).toEqual([]);
  });

  it('acknowledges a refund event not shaped as the provider’s with 200, changing nothing, and refuses one with a NUL with 400', async () => {
    const accepted = await acceptedRefund(app, database);
    const shapeless = JSON.stringify({ event: 'refund.processed', payload: { refund: { entity: { id: accepted.providerRefundId } } } });
    expect((await deliver(shapeless)).json().data).toEqual({ handled: false });
    const withNul = report('processed', { providerRefundId: 'rfnd_\u0000', paymentId: accepted.paymentId });
    expect((await deliver(withNul)).statusCode).toBe(400);
    expect(await refundRow(accepted.refund.id)).toMatchObject({ state: 'pending' });
  });

  it('the sandbox reports, once restarted, the refunds it accepted whose webhooks were lost with the process', async () => {
    const accepted = await acceptedRefund(app, database);
    await (app().payments as SandboxProvider).stopRefundWebhooks();
    expect((await refundRow(accepted.refund.id))?.state).toBe('pending');
    // Another process on the same database, started as outside the tests.
    const restarted = buildApp({ config: testConfig({ nodeEnv: 'development', sandboxRefundWebhookMs: 0 }), database: database() });
    try {
      await restarted.ready();
      await vi.waitFor(async () => expect((await refundRow(accepted.refund.id))?.state).toBe('processed'), { timeout: 5000, interval: 20 });
      expect((await refundMails()).map((mail) => mail.kind)).toEqual(['refund-processed']);
    } finally {
      await restarted.close();
    }
  });
});

describe('the sandbox’s refund webhooks', () => {
  const app = useTestApp(database, { config: { sandboxRefundWebhookMs: 20 } });

  it('reports an accepted refund processed by itself a moment later, signed, through the webhook route', async () => {
    const accepted = await acceptedRefund(app, database);
    await vi.waitFor(async () => expect((await refundRow(accepted.refund.id))?.state).toBe('processed'), { timeout: 5000, interval: 20 });
    expect((await refundMails()).map((mail) => mail.kind)).toEqual(['refund-processed']);
  });

  it('reports a refund failed when a test asks it to', async () => {
    await addStaff(db(), 'accounts');
    const asha = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), asha, 1);
    const sandbox = app().payments as SandboxProvider;
    const proof = (await call(app(), 'POST', '/api/payments/sandbox/pay', { order_id: data.id }, { headers: asha.headers })).json().data;
    await call(app(), 'POST', '/api/v1/order/verify', { orderId: data.notes.orderId, ...proof }, { headers: asha.headers });
    sandbox.failNextRefund();
    const cancelled = await call(app(), 'POST', '/api/v1/order/cancel', { orderId: data.notes.orderId }, { headers: asha.headers });
    expect(cancelled.statusCode).toBe(200);
    await sandbox.deliverRefundWebhooks();
    const [refund] = await db().select().from(refunds);
    expect(refund).toMatchObject({ state: 'failed', providerRefundId: expect.stringMatching(/^rfnd_sandbox_/) });
    expect((await orderRow(data.notes.orderId))?.refunded).toBe(false);
    expect((await refundMails()).map((mail) => mail.kind)).toEqual(['staff-refund-failed']);
  });
});

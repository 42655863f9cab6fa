import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { createRazorpayProvider, type RazorpayClient } from './razorpay-provider';

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Records what the shop asks of Razorpay; nothing leaves the machine. */
function recordingClient() {
  const client = {
    orders: { create: vi.fn(async () => ({ id: 'order_RZP123' })) },
    payments: { refund: vi.fn(async () => ({ id: 'rfnd_RZP9' })) },
  } satisfies RazorpayClient;
  return client;
}

const settings = { keyId: 'rzp_test_abc', keySecret: 'key-secret', webhookSecret: 'hook-secret' };

describe('Razorpay provider', () => {
  it('opens orders in integer paise in INR with the shop order as receipt and note', async () => {
    const client = recordingClient();
    const provider = createRazorpayProvider(settings, client);
    expect(await provider.createOrder({ amountPaise: 54280, orderId: 'f1d2c3' })).toBe('order_RZP123');
    expect(client.orders.create).toHaveBeenCalledWith({ amount: 54280, currency: 'INR', receipt: 'f1d2c3', notes: { orderId: 'f1d2c3' } });
  });

  it('accepts only the HMAC of order_id|payment_id under the key secret, through the SDK check', () => {
    const provider = createRazorpayProvider(settings, recordingClient());
    const genuine = hmac('key-secret', 'order_1|pay_1');
    expect(provider.verifyPayment('order_1', 'pay_1', genuine)).toBe(true);
    expect(provider.verifyPayment('order_1', 'pay_2', genuine)).toBe(false);
    expect(provider.verifyPayment('order_1', 'pay_1', hmac('other', 'order_1|pay_1'))).toBe(false);
    expect(provider.verifyPayment('order_1', 'pay_1', undefined)).toBe(false);
    expect(provider.verifyPayment('order_1', 'pay_1', '')).toBe(false);
  });

  it('checks webhooks against the webhook secret, and refuses every webhook when none is set', () => {
    const raw = '{"event":"payment.captured"}';
    const provider = createRazorpayProvider(settings, recordingClient());
    expect(provider.verifyWebhook(raw, hmac('hook-secret', raw))).toBe(true);
    expect(provider.verifyWebhook(raw, hmac('key-secret', raw))).toBe(false);
    const withoutSecret = createRazorpayProvider({ ...settings, webhookSecret: undefined }, recordingClient());
    expect(withoutSecret.verifyWebhook(raw, hmac('hook-secret', raw))).toBe(false);
  });

  it('refunds the amount in paise, with the shop’s refund id in its notes for the webhook to name', async () => {
    const client = recordingClient();
    expect(await createRazorpayProvider(settings, client).refund('pay_1', 54280, { refundId: 'r1' })).toBe('rfnd_RZP9');
    expect(client.payments.refund).toHaveBeenCalledWith('pay_1', { amount: 54280, speed: 'normal', notes: { refundId: 'r1' } });
  });
});

describe('an app with Razorpay keys', () => {
  const database = useTestDatabase();
  const app = useTestApp(database, {
    config: { paymentProvider: 'razorpay', razorpay: { keyId: 'rzp_test_abc', keySecret: 'key-secret', webhookSecret: 'hook-secret' } },
  });

  it('pays through Razorpay and serves no sandbox', async () => {
    expect(app().payments).toMatchObject({ name: 'razorpay', keyId: 'rzp_test_abc' });
    expect((await app().inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' })).statusCode).toBe(404);
    const raw = JSON.stringify({ event: 'payment.authorized', payload: {} });
    const hook = await app().inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac('hook-secret', raw) },
      payload: raw,
    });
    expect(hook.statusCode).toBe(200);
  });
});

import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxProvider } from '../payments/provider';
import { requestRefund } from '../payments/settlement';
import { addStaff } from '../routes/admin/staff-fixtures';
import { call } from '../routes/auth/auth-fixtures';
import { buyer, onlineOrderFor, placeOrder } from '../routes/order/order-fixtures';
import { addCategory, addProduct } from '../routes/product/product-fixtures';
import { testConfig, useTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer-fixture';

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(() => peer.stop());

const database = useTestDatabase();
const app = useTestApp(database, { config: () => ({ mail: { ...testConfig().mail, smtpUrl: peer.url } }) });

const to = (address: string) => (mail: ParsedMail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address;

async function staff(role: 'orders' | 'warehouse', email: string) {
  const member = await app().repositories.staff.create({ email, name: role, role, state: 'active' });
  if (!member) throw new Error('staff not created');
  return { kind: 'staff' as const, staffId: member.id, role };
}

describe('order mails', () => {
  it('tell the shopper each step in HTML and plain text, and the order desk and warehouse theirs', async () => {
    peer.received.length = 0;
    const desk = await staff('orders', 'desk@example.in');
    const warehouse = await staff('warehouse', 'store@example.in');
    const { db } = database();
    const soap = await addProduct(db, {
      categoryId: await addCategory(db, 'Detergent'),
      // One above its own threshold: the order below takes it under.
      stock: 6,
      lowStockThreshold: 5,
      price: 80,
      productName: 'Neem soap',
    });
    const asha = await buyer(app(), database());
    await asha.fill(soap, 2);
    const orderId: string = (await placeOrder(app(), asha)).json().data.notes.orderId;

    // Received (shopper), a new order (order desk), low stock (warehouse).
    await peer.waitFor(3);
    const received = peer.received.find(to('asha@example.in'));
    expect(received?.subject).toMatch(/^We received your order #/);
    expect(received?.text).toContain('Cash on delivery');
    expect(received?.html).toContain('Ujjwal Home Care');
    expect(peer.received.find(to('desk@example.in'))?.subject).toMatch(/^New order #.* from /);
    expect(peer.received.find(to('store@example.in'))?.text).toContain('4 left of Neem soap');

    await app().orderService.transition({ orderId, to: 'confirmed', actor: desk });
    await app().orderService.transition({ orderId, to: 'packed', actor: warehouse });
    await app().orderService.transition({ orderId, to: 'shipped', actor: warehouse, courier: 'delhivery', trackingNumber: 'AWB123' });
    await peer.waitFor(5);
    const shopperMails = peer.received.filter(to('asha@example.in'));
    // Each is sent after its own move commits, so they may arrive in any order.
    expect(shopperMails.map((mail) => mail.subject?.replace(/#\w+/, '#…')).sort()).toEqual([
      'We received your order #…',
      'Your order #… has shipped',
      'Your order #… is confirmed',
    ]);
    const shipped = shopperMails.find((mail) => mail.subject?.includes('shipped'));
    expect(shipped?.text).toContain('Tracking number: AWB123');
    expect(shipped?.html).toMatch(/href="https:\/\/[^"]*AWB123"/);
    expect(peer.received).toHaveLength(5);
  });

  it('tell the shopper of a delivery, a return asked and refused, and a cancellation with its reason', async () => {
    peer.received.length = 0;
    const warehouse = await staff('warehouse', 'store@example.in');
    const { db } = database();
    const soap = await addProduct(db, { categoryId: await addCategory(db, 'Detergent'), stock: 50, price: 80 });
    const asha = await buyer(app(), database());
    const shopper = { kind: 'shopper' as const, userId: asha.user.id };
    await asha.fill(soap, 1);
    const first: string = (await placeOrder(app(), asha)).json().data.notes.orderId;
    const desk = await staff('orders', 'desk@example.in');
    await peer.waitFor(1);
    for (const to of ['confirmed', 'packed'] as const)
      await app().orderService.transition({ orderId: first, to, actor: to === 'confirmed' ? desk : warehouse });
    await app().orderService.transition({ orderId: first, to: 'shipped', actor: warehouse, courier: 'dtdc', trackingNumber: 'D1' });
    await app().orderService.transition({ orderId: first, to: 'delivered', actor: warehouse });
    await app().orderService.transition({ orderId: first, to: 'return_requested', actor: shopper, reason: 'Torn pack' });
    await app().orderService.transition({ orderId: first, to: 'delivered', actor: warehouse, reason: 'The pack was opened and used' });
    // Received, confirmed, shipped, delivered, return asked, return refused (the order desk had no one at placement).
    await peer.waitFor(6);
    const returns = peer.received.filter((mail) => mail.subject?.startsWith('Your return'));
    expect(returns.map((mail) => mail.text).join('\n')).toContain('We received your return request');
    expect(returns.map((mail) => mail.text).join('\n')).toContain('Reason: The pack was opened and used');
    expect(peer.received.filter((mail) => mail.subject?.endsWith('was delivered'))).toHaveLength(1);

    await asha.fill(soap, 1);
    const second: string = (await placeOrder(app(), asha)).json().data.notes.orderId;
    await app().orderService.transition({ orderId: second, to: 'cancelled', actor: shopper, reason: 'Ordered twice' });
    // Received (shopper and order desk) and cancelled.
    await peer.waitFor(9);
    const cancelled = peer.received.find((mail) => mail.subject?.endsWith('was cancelled'));
    expect(cancelled?.text).toContain('Reason: Ordered twice');
    expect(peer.received).toHaveLength(9);
  });

  it('tell the shopper of a processed refund and the accounts desk of a failed one', async () => {
    peer.received.length = 0;
    const { db } = database();
    await addStaff(db, 'accounts');
    const asha = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), asha, 2);
    const sandbox = app().payments as SandboxProvider;
    const proof = {
      razorpay_order_id: data.id,
      razorpay_payment_id: 'pay_ab12',
      razorpay_signature: sandbox.signPayment(data.id, 'pay_ab12'),
    };
    expect(
      (await call(app(), 'POST', '/api/v1/order/verify', { orderId: data.notes.orderId, ...proof }, { headers: asha.headers })).statusCode,
    ).toBe(200);
    // Paying online confirms the order: the shopper's confirmation only, as the order desk has no one.
    await peer.waitFor(1);

    vi.spyOn(app().payments, 'refund').mockRejectedValueOnce(new Error('provider down'));
    const input = { orderId: data.notes.orderId, amountPaise: 5000, reason: 'Damaged', by: { kind: 'system' as const, id: null } };
    await expect(requestRefund(app().paymentDeps, input)).rejects.toThrow();
    await requestRefund(app().paymentDeps, input);
    // The shopper's mail goes once the provider's webhook reports the refund processed.
    await (app().payments as SandboxProvider).deliverRefundWebhooks();
    await peer.waitFor(3);
    const failed = peer.received.find(to('accounts@example.in'));
    expect(failed?.subject).toMatch(/^Refund failed for order #/);
    expect(failed?.text).toContain('provider down');
    const refunded = peer.received.find((mail) => mail.subject?.startsWith('Your refund'));
    expect(refunded?.text).toContain('Refunded: ₹50.00');
    expect(peer.received).toHaveLength(3);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { coupons, orderEvents, products, users } from '../../db/schema';
import type { SandboxProvider } from '../../payments/provider';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { addCoupon, type Buyer, buyer, markDelivered, onlineOrderFor, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

type Cookies = Record<string, string>;

const move = (cookies: Cookies, orderId: string, body: Record<string, unknown>) =>
  call(app(), 'POST', `/api/admin/v1/orders/${orderId}/transitions`, body, { cookies });
const detail = (cookies: Cookies, orderId: string) => call(app(), 'GET', `/api/admin/v1/orders/${orderId}`, undefined, { cookies });
const list = (cookies: Cookies, query = '') => call(app(), 'GET', `/api/admin/v1/orders${query}`, undefined, { cookies });
const history = (who: Buyer) => call(app(), 'GET', '/api/v1/order/order-history', undefined, { headers: who.headers });
const stockOf = async (id: string) => (await database().db.select().from(products).where(eq(products.id, id)))[0]?.stock;

/** Three desks signed in, and a shopper with a cash-on-delivery order of 3 soaps out of a stock of 10. */
async function shopWithOrder(options: { couponCode?: string } = {}) {
  const { db } = database();
  const [owner, orders, warehouse, accounts] = await Promise.all(
    (['owner', 'orders', 'warehouse', 'accounts'] as const).map(async (role) => {
      await addStaff(db, role);
      return staffSignIn(app(), `${role}@example.in`);
    }),
  );
  const categoryId = await addCategory(db, 'Detergent');
  const soap = await addProduct(db, { categoryId, productName: 'Ujjwal Bar', stock: 10, price: 100 });
  const asha = await buyer(app(), database());
  await db.update(users).set({ fullName: 'Asha Mehta', phoneNumber: '9876543210' }).where(eq(users.id, asha.user.id));
  await asha.fill(soap, 3);
  const placed = await placeOrder(app(), asha, { couponCode: options.couponCode ?? null });
  expect(placed.statusCode).toBe(201);
  const orderId: string = placed.json().data.notes.orderId;
  return { owner, orders, warehouse, accounts, soap, asha, orderId } as Record<'owner' | 'orders' | 'warehouse' | 'accounts', Cookies> & {
    soap: string;
    asha: Buyer;
    orderId: string;
  };
}

describe('the back office moves an order through its lifecycle', () => {
  it('order desk confirms, the warehouse packs, ships with tracking and delivers; each move is an event the shopper sees', async () => {
    const shop = await shopWithOrder();
    expect((await move(shop.orders, shop.orderId, { to: 'confirmed' })).statusCode).toBe(200);
    expect((await move(shop.warehouse, shop.orderId, { to: 'packed' })).statusCode).toBe(200);
    const shipped = await move(shop.warehouse, shop.orderId, { to: 'shipped', courier: 'delhivery', trackingNumber: 'DLV123456789' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data.tracking).toEqual({
      courier: 'Delhivery',
      number: 'DLV123456789',
      url: 'https://www.delhivery.com/track/package/DLV123456789',
    });
    expect((await move(shop.warehouse, shop.orderId, { to: 'delivered' })).statusCode).toBe(200);

    const order = (await detail(shop.owner, shop.orderId)).json().data;
    expect(order.status).toBe('delivered');
    expect(order.events.map((event: { from: string | null; to: string; by: string }) => [event.from, event.to, event.by])).toEqual([
      [null, 'placed', 'Shopper'],
      ['placed', 'confirmed', 'The orders desk'],
      ['confirmed', 'packed', 'The warehouse desk'],
      ['packed', 'shipped', 'The warehouse desk'],
      ['shipped', 'delivered', 'The warehouse desk'],
    ]);
    expect(order.moves).toEqual([]);

    const [mine] = (await history(shop.asha)).json().data;
    expect(mine.status).toBe('delivered');
    expect(mine.events.map((event: { status: string }) => event.status)).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
    expect(mine.tracking.url).toBe('https://www.delhivery.com/track/package/DLV123456789');
    // Delivered orders keep their stock sold.
    expect(await stockOf(shop.soap)).toBe(7);
  });

  it('refuses a move from the wrong state with 409 and the current state, and changes nothing', async () => {
    const shop = await shopWithOrder();
    const early = await move(shop.warehouse, shop.orderId, { to: 'shipped', courier: 'dtdc', trackingNumber: 'D1234567' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: 'ORDER_STATE', data: { status: 'placed' } });
    const backwards = await move(shop.owner, shop.orderId, { to: 'pending_payment' });
    expect(backwards.statusCode).toBe(409);
    expect((await detail(shop.owner, shop.orderId)).json().data.events).toHaveLength(1);
  });

  it('asks for what a move must carry: a courier and number to ship, a reason to cancel', async () => {
    const shop = await shopWithOrder();
    await move(shop.orders, shop.orderId, { to: 'confirmed' });
    await move(shop.warehouse, shop.orderId, { to: 'packed' });
    expect((await move(shop.warehouse, shop.orderId, { to: 'shipped' })).statusCode).toBe(400);
    const badNumber = await move(shop.warehouse, shop.orderId, { to: 'shipped', courier: 'dtdc', trackingNumber: 'no spaces!' });
    expect(badNumber.statusCode).toBe(400);
    expect(JSON.stringify(badNumber.json())).toMatch(/letters, digits or dashes/);
    const noReason = await move(shop.orders, shop.orderId, { to: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason.');
    expect((await detail(shop.owner, shop.orderId)).json().data.status).toBe('packed');
  });

  it('refuses a role the move is not theirs with 403, and the audit records the refusal', async () => {
    const shop = await shopWithOrder();
    const refused = await move(shop.warehouse, shop.orderId, { to: 'confirmed' });
    expect(refused.statusCode).toBe(403);
    const audit = (await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies: shop.owner })).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order.confirmed', target: shop.orderId, outcome: 'refused', tokenName: 'warehouse@example.in' }),
    );
    // Accounts reads orders but moves none of them.
    expect((await move(shop.accounts, shop.orderId, { to: 'cancelled', reason: 'Asked by phone' })).statusCode).toBe(403);
    expect((await detail(shop.owner, shop.orderId)).json().data.status).toBe('placed');
  });

  it('lets one of two desks moving an order at once win; the other gets 409 and one event is written', async () => {
    const shop = await shopWithOrder();
    const [first, second] = await Promise.all([
      move(shop.orders, shop.orderId, { to: 'confirmed' }),
      move(shop.owner, shop.orderId, { to: 'confirmed' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const events = await database().db.select().from(orderEvents).where(eq(orderEvents.orderId, shop.orderId));
    expect(events).toHaveLength(2);
  });

  it('puts the stock and the coupon use back when the order desk cancels, with the reason in the history and the audit', async () => {
    const { db } = database();
    const couponId = await addCoupon(database(), { kind: 'percent', couponCode: 'SAVE10', percentOff: '10', usageLimit: 5 });
    const shop = await shopWithOrder({ couponCode: 'SAVE10' });
    expect(await stockOf(shop.soap)).toBe(7);
    const cancelled = await move(shop.orders, shop.orderId, { to: 'cancelled', reason: 'Customer called to cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.events.at(-1)).toMatchObject({ to: 'cancelled', reason: 'Customer called to cancel' });
    expect(await stockOf(shop.soap)).toBe(10);
    expect((await db.select().from(coupons).where(eq(coupons.id, couponId)))[0]?.usedCount).toBe(0);
    const audit = (await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies: shop.owner })).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order.cancelled', reason: 'Customer called to cancel', outcome: 'done' }),
    );
  });

  it('shows the warehouse an order without its payment details', async () => {
    const shop = await shopWithOrder();
    expect((await detail(shop.warehouse, shop.orderId)).json().data.payment).toBeNull();
    expect((await detail(shop.accounts, shop.orderId)).json().data.payment).toMatchObject({ provider: 'cod', refunded: false });
    expect((await detail(shop.orders, shop.orderId)).json().data.moves).toEqual(['confirmed', 'cancelled']);
    expect((await detail(shop.warehouse, shop.orderId)).json().data.moves).toEqual([]);
  });

  it('lists orders newest first and finds them by number, name, phone and pincode, and by state', async () => {
    const shop = await shopWithOrder();
    const number = shop.orderId.slice(-6);
    for (const q of [number, `#${number.toUpperCase()}`, 'asha', '98765 43210', '400050']) {
      const found = (await list(shop.orders, `?q=${encodeURIComponent(q)}`)).json().data;
      expect(
        found.orders.map((order: { id: string }) => order.id),
        q,
      ).toEqual([shop.orderId]);
    }
    expect((await list(shop.orders, '?q=nobody')).json().data.orders).toEqual([]);
    expect((await list(shop.orders, '?status=placed')).json().data).toMatchObject({
      total: 1,
      orders: [{ number, items: 3, phone: '9876543210' }],
    });
    expect((await list(shop.orders, '?status=shipped')).json().data.total).toBe(0);
    expect((await list(shop.orders, '?status=paid')).statusCode).toBe(400);
    expect((await list(shop.orders, '?from=26-11-2026')).statusCode).toBe(400);
  });

  it('asks for a staff session, and answers 404 for an unknown or malformed order', async () => {
    const shop = await shopWithOrder();
    expect((await list({})).statusCode).toBe(401);
    expect((await move({}, shop.orderId, { to: 'confirmed' })).statusCode).toBe(401);
    expect((await detail(shop.owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await detail(shop.owner, 'not-an-id')).statusCode).toBe(404);
  });
});

describe('the shopper cancels an order', () => {
  const cancel = (who: Buyer, orderId: string) => call(app(), 'POST', '/api/v1/order/cancel', { orderId }, { headers: who.headers });

  it('cancels a confirmed order and gets its stock back on the shelf; a shipped one cannot be cancelled', async () => {
    const shop = await shopWithOrder();
    await move(shop.orders, shop.orderId, { to: 'confirmed' });
    const reply = await cancel(shop.asha, shop.orderId);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Order cancelled');
    expect(await stockOf(shop.soap)).toBe(10);
    const [mine] = (await history(shop.asha)).json().data;
    expect(mine.events.map((event: { status: string }) => event.status)).toEqual(['placed', 'confirmed', 'cancelled']);

    const other = await shopWithOrder2(shop);
    await move(shop.orders, other, { to: 'confirmed' });
    await move(shop.warehouse, other, { to: 'packed' });
    const late = await cancel(shop.asha, other);
    expect(late.statusCode).toBe(409);
    expect(late.json().data).toEqual({ status: 'packed' });
  });

  it("cannot cancel someone else's order", async () => {
    const shop = await shopWithOrder();
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    expect((await cancel(ravi, shop.orderId)).statusCode).toBe(404);
    expect((await detail(shop.owner, shop.orderId)).json().data.status).toBe('placed');
  });
});

/** A second order of the same shopper. */
async function shopWithOrder2(shop: { asha: Buyer; soap: string }): Promise<string> {
  await shop.asha.fill(shop.soap, 1);
  return (await placeOrder(app(), shop.asha)).json().data.notes.orderId;
}

describe('refunds from the back office', () => {
  const refund = (cookies: Cookies, orderId: string, body: Record<string, unknown>) =>
    call(app(), 'POST', `/api/admin/v1/orders/${orderId}/refunds`, body, { cookies });

  it('refunds part of a delivered cash order, then the rest, and never more than was paid', async () => {
    const shop = await shopWithOrder();
    expect((await refund(shop.accounts, shop.orderId, { amount: 10, reason: 'Not delivered yet' })).statusCode).toBe(409);
    await markDelivered(database().db, shop.orderId);
    const total = (await detail(shop.accounts, shop.orderId)).json().data.totalAmount as number;
    const part = await refund(shop.accounts, shop.orderId, { amount: 100, reason: 'One bar arrived broken' });
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({ refundable: Number((total - 100).toFixed(2)), payment: { refunded: false } });
    expect(part.json().data.refunds).toEqual([
      expect.objectContaining({ amount: 100, status: 'processed', reason: 'One bar arrived broken' }),
    ]);
    const over = await refund(shop.accounts, shop.orderId, { amount: total, reason: 'Everything' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/cannot exceed what was paid/);
    const rest = await refund(shop.accounts, shop.orderId, { reason: 'Customer unhappy' });
    expect(rest.json().data).toMatchObject({ refundable: 0, payment: { refunded: true } });
    expect((await refund(shop.accounts, shop.orderId, { reason: 'Again' })).statusCode).toBe(409);
    const [mine] = (await history(shop.asha)).json().data;
    expect(mine.refunds.map((one: { amount: number; status: string }) => [one.amount, one.status])).toEqual([
      [100, 'processed'],
      [Number((total - 100).toFixed(2)), 'processed'],
    ]);
  });

  it('refuses the warehouse (recorded in the audit), a missing reason and a bad amount', async () => {
    const shop = await shopWithOrder();
    await markDelivered(database().db, shop.orderId);
    expect((await refund(shop.warehouse, shop.orderId, { reason: 'Trying' })).statusCode).toBe(403);
    const audit = (await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies: shop.owner })).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ tokenName: 'warehouse@example.in', outcome: 'refused', after: { needed: 'refunds:create' } }),
    );
    expect((await refund(shop.accounts, shop.orderId, { amount: 10 })).statusCode).toBe(400);
    for (const amount of [-5, 0, 10.005, '10']) {
      expect((await refund(shop.accounts, shop.orderId, { amount, reason: 'Broken' })).statusCode, String(amount)).toBe(400);
    }
    expect((await detail(shop.owner, shop.orderId)).json().data.refunds).toEqual([]);
  });

  it('refunds a paid online order through the provider; a refusal counts nothing and may be tried again', async () => {
    const { db } = database();
    await addStaff(db, 'accounts');
    const accounts = await staffSignIn(app(), 'accounts@example.in');
    const asha = await buyer(app(), database());
    const { data } = await onlineOrderFor(app(), database(), asha, 2);
    const sandbox = app().payments as SandboxProvider;
    const paid = await call(
      app(),
      'POST',
      '/api/v1/order/verify',
      {
        orderId: data.notes.orderId,
        razorpay_order_id: data.id,
        razorpay_payment_id: 'pay_ab12',
        razorpay_signature: sandbox.signPayment(data.id, 'pay_ab12'),
      },
      { headers: asha.headers },
    );
    expect(paid.statusCode).toBe(200);
    const spy = vi.spyOn(app().payments, 'refund').mockRejectedValueOnce(new Error('provider down'));
    const refused = await refund(accounts, data.notes.orderId, { amount: 50, reason: 'Damaged' });
    expect(refused.statusCode).toBe(502);
    const again = await refund(accounts, data.notes.orderId, { amount: 50, reason: 'Damaged' });
    expect(again.statusCode).toBe(200);
    expect(spy).toHaveBeenLastCalledWith('pay_ab12', 5000, expect.objectContaining({ orderId: data.notes.orderId }));
    // Accepted by the provider, it waits for the provider's webhook to be processed.
    expect(again.json().data.refunds.map((one: { status: string }) => one.status)).toEqual(['failed', 'pending']);
    expect(again.json().data.refunds[1].providerRefundId).toMatch(/^rfnd_sandbox_/);
    await sandbox.deliverRefundWebhooks();
    const settled = (await detail(accounts, data.notes.orderId)).json().data;
    expect(settled.refunds.map((one: { status: string }) => one.status)).toEqual(['failed', 'processed']);
  });

  it('lets one of two full refunds asked at once through; the other finds nothing left', async () => {
    const shop = await shopWithOrder();
    await markDelivered(database().db, shop.orderId);
    const replies = await Promise.all([
      refund(shop.accounts, shop.orderId, { reason: 'Full refund' }),
      refund(shop.owner, shop.orderId, { reason: 'Full refund' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(shop.owner, shop.orderId)).json().data.refunds).toHaveLength(1);
  });
});

describe('the orders export', () => {
  it('writes the orders the filters find as CSV a spreadsheet opens safely, and records the export', async () => {
    const shop = await shopWithOrder();
    await database().db.update(users).set({ fullName: '=HYPERLINK("x")' }).where(eq(users.id, shop.asha.user.id));
    await shopWithOrder2(shop);
    const reply = await call(app(), 'GET', '/api/admin/v1/orders/export?status=placed', undefined, { cookies: shop.orders });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header?.split(',').slice(0, 5)).toEqual(['Order number', 'Order ID', 'Placed at (IST)', 'Status', 'Buyer']);
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toContain(shop.orderId);
    // The later order was placed under the name changed to a formula: it is written as text.
    expect(rows[0]).toContain(`"'=HYPERLINK(""x"")"`);
    const none = await call(app(), 'GET', '/api/admin/v1/orders/export?status=shipped', undefined, { cookies: shop.orders });
    expect(none.body.trim().split('\n')).toHaveLength(1);
    expect((await call(app(), 'GET', '/api/admin/v1/orders/export', undefined, {})).statusCode).toBe(401);
    const audit = (await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies: shop.owner })).json().data;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'orders.export', after: { rows: 2, filters: { status: 'placed' } } }));
  });
});

describe('the shopper asks to return a delivered order', () => {
  const ask = (who: Buyer, body: Record<string, unknown>) => call(app(), 'POST', '/api/v1/order/return', body, { headers: who.headers });

  it('within 7 days of delivery, with a reason; the warehouse takes it back and the stock returns to the shelf', async () => {
    const shop = await shopWithOrder();
    expect((await ask(shop.asha, { orderId: shop.orderId, reason: 'Wrong size' })).statusCode).toBe(409);
    for (const [to, extra] of [
      ['confirmed', {}],
      ['packed', {}],
      ['shipped', { courier: 'ekart', trackingNumber: 'EK12345' }],
      ['delivered', {}],
    ] as const) {
      expect((await move(shop.owner, shop.orderId, { to, ...extra })).statusCode).toBe(200);
    }
    expect((await ask(shop.asha, { orderId: shop.orderId, reason: '' })).statusCode).toBe(400);
    const asked = await ask(shop.asha, { orderId: shop.orderId, reason: 'The bars were crushed' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toMatch(/^Return requested/);
    expect((await detail(shop.owner, shop.orderId)).json().data.events.at(-1)).toMatchObject({
      to: 'return_requested',
      by: 'Shopper',
      reason: 'The bars were crushed',
    });
    expect(await stockOf(shop.soap)).toBe(7);
    expect((await move(shop.warehouse, shop.orderId, { to: 'returned' })).statusCode).toBe(200);
    expect(await stockOf(shop.soap)).toBe(10);
  });

  it('not once the 7 days after delivery are over', async () => {
    const shop = await shopWithOrder();
    for (const to of ['confirmed', 'packed'] as const) await move(shop.owner, shop.orderId, { to });
    await move(shop.owner, shop.orderId, { to: 'shipped', courier: 'dtdc', trackingNumber: 'D99887766' });
    await move(shop.owner, shop.orderId, { to: 'delivered' });
    // The delivery is dated eight days back (the history itself refuses changes, so the test goes around it).
    const { db } = database();
    await db.execute(sql`alter table "orderEvents" disable trigger "orderEvents_append_only"`);
    await db
      .update(orderEvents)
      .set({ at: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orderEvents.orderId, shop.orderId));
    await db.execute(sql`alter table "orderEvents" enable trigger "orderEvents_append_only"`);
    const late = await ask(shop.asha, { orderId: shop.orderId, reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Returns can be requested within 7 days of delivery.');
  });
});

describe('the pick list', () => {
  it("adds up the confirmed orders per product for the warehouse, and is not the order desk's to print", async () => {
    const shop = await shopWithOrder();
    const second = await shopWithOrder2(shop);
    // A third order, still placed, is not picked yet.
    await shopWithOrder2(shop);
    for (const orderId of [shop.orderId, second]) await move(shop.orders, orderId, { to: 'confirmed' });
    const reply = await call(app(), 'GET', '/api/admin/v1/orders/pick-list', undefined, { cookies: shop.warehouse });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({
      orders: 2,
      lines: [
        {
          productName: 'Ujjwal Bar',
          selectedWeight: expect.any(String),
          quantity: 4,
          orderNumbers: [shop.orderId.slice(-6), second.slice(-6)],
        },
      ],
    });
    expect((await call(app(), 'GET', '/api/admin/v1/orders/pick-list', undefined, { cookies: shop.orders })).statusCode).toBe(403);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactMessages, inquiries, type NewOrder, orders, refunds, STAFF_ROLES } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call } from '../auth/auth-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

// The owner's dashboard: the day's and the month's orders and revenue in India time, what waits for
// staff, low stock, waiting inquiries and the last 30 days, in one call only the owner may make.
const database = useTestDatabase();
const app = useTestApp(database);

// Noon in Kolkata on 15 November 2026 (06:30 UTC).
const NOW = new Date('2026-11-15T06:30:00Z');

afterEach(() => {
  vi.useRealTimers();
});

async function dashboard(role: (typeof STAFF_ROLES)[number] = 'owner') {
  await addStaff(database().db, role);
  const cookies = await staffSignIn(app(), `${role}@example.in`);
  return call(app(), 'GET', '/api/admin/v1/dashboard', undefined, { cookies });
}

async function addOrders(rows: (Partial<NewOrder> & Pick<NewOrder, 'status' | 'createdAt'>)[]) {
  const { db } = database();
  const shopper = await addUser(db, { email: `shopper-${randomUUID().slice(0, 8)}@example.in` });
  const written = await db
    .insert(orders)
    .values(rows.map((row) => ({ userId: shopper.id, paymentType: 'cod' as const, provider: 'cod', idempotencyKey: randomUUID(), ...row })))
    .returning({ id: orders.id });
  return written.map((row) => row.id);
}

describe('the owner’s dashboard', () => {
  it('counts orders and revenue by the India day and month, with and without GST, refunds taken off', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const money = (total: string, gst: string, extra: Partial<NewOrder> = {}) => ({ totalAmount: total, gst, ...extra });
    const [, , , , refundedOrder] = await addOrders([
      // 23:59 on 14 November in India: yesterday, though 18:29 UTC.
      { status: 'confirmed', createdAt: new Date('2026-11-14T18:29:00Z'), ...money('1180.00', '180.00') },
      // 00:01 on 15 November in India: today, though still the 14th in UTC. The GST inside delivery
      // (₹59 holds ₹9) and the platform fee (₹11.80 holds ₹1.80) is GST too.
      {
        status: 'delivered',
        createdAt: new Date('2026-11-14T18:31:00Z'),
        ...money('542.80', '72.00', { shipping: '59.00', platformFee: '11.80' }),
      },
      // A cash order not yet confirmed is an order of the day, not yet revenue.
      { status: 'placed', createdAt: new Date('2026-11-15T04:00:00Z'), ...money('200.00', '0') },
      // Called off, unpaid or sent back: no sale.
      { status: 'cancelled', createdAt: new Date('2026-11-15T04:10:00Z'), ...money('999.00', '0') },
      { status: 'delivered', createdAt: new Date('2026-11-15T05:00:00Z'), ...money('1180.00', '180.00') },
      { status: 'pending_payment', createdAt: new Date('2026-11-15T05:10:00Z'), ...money('777.00', '0') },
      { status: 'returned', createdAt: new Date('2026-11-15T05:20:00Z'), ...money('555.00', '0') },
      { status: 'expired', createdAt: new Date('2026-11-15T05:30:00Z'), ...money('444.00', '0') },
      // 23:59 on 31 October in India: last month, within the 30 days.
      { status: 'confirmed', createdAt: new Date('2026-10-31T18:29:00Z'), ...money('100.00', '0') },
      // 00:01 on 1 November in India: this month.
      { status: 'shipped', createdAt: new Date('2026-10-31T18:31:00Z'), ...money('236.00', '36.00') },
      // 15 October: before the 30 days.
      { status: 'confirmed', createdAt: new Date('2026-10-15T06:00:00Z'), ...money('5000.00', '0') },
    ]);
    if (!refundedOrder) throw new Error('no order');
    // ₹100 paid back on today's delivered order; a failed and a pending refund take nothing off.
    await database()
      .db.insert(refunds)
      .values([
        { orderId: refundedOrder, amountPaise: 10_000, reason: 'One pack damaged', state: 'processed', requestedByKind: 'staff' },
        { orderId: refundedOrder, amountPaise: 50_000, reason: 'Tried', state: 'failed', requestedByKind: 'staff' },
        { orderId: refundedOrder, amountPaise: 20_000, reason: 'Asked', state: 'pending', requestedByKind: 'staff' },
      ]);

    const reply = await dashboard();
    expect(reply.statusCode, reply.body).toBe(200);
    const data = reply.json().data;
    expect(data.today).toBe('2026-11-15');
    // Today: ₹542.80 (₹460 before GST) and ₹1,180 less ₹100 refunded (₹1,000 before GST, less the refund's share: ₹915.25).
    expect(data.todayFigures).toEqual({ orders: 3, revenue: 1622.8, revenueWithoutGst: 1375.25 });
    // The month adds 14 November (₹1,180, ₹1,000 before GST) and 1 November (₹236, ₹200 before GST).
    expect(data.monthFigures).toEqual({ orders: 5, revenue: 3038.8, revenueWithoutGst: 2575.25 });
    expect(data.waiting).toEqual([
      { status: 'placed', count: 1 },
      { status: 'confirmed', count: 3 },
      { status: 'packed', count: 0 },
      { status: 'shipped', count: 1 },
      { status: 'return_requested', count: 0 },
    ]);
    expect(data.days).toHaveLength(30);
    expect(data.days[0]).toEqual({ date: '2026-10-17', orders: 0, revenue: 0, revenueWithoutGst: 0 });
    const busy = data.days.filter((day: { orders: number }) => day.orders > 0);
    expect(busy).toEqual([
      { date: '2026-10-31', orders: 1, revenue: 100, revenueWithoutGst: 100 },
      { date: '2026-11-01', orders: 1, revenue: 236, revenueWithoutGst: 200 },
      { date: '2026-11-14', orders: 1, revenue: 1180, revenueWithoutGst: 1000 },
      { date: '2026-11-15', orders: 3, revenue: 1622.8, revenueWithoutGst: 1375.25 },
    ]);
  });

  it('names the products at or below their threshold and counts the inquiries nobody has answered', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Detergent');
    await addProduct(db, { categoryId, productName: 'Neem soap', stock: 2, lowStockThreshold: 10 });
    await addProduct(db, { categoryId, productName: 'Lemon bar', stock: 0, lowStockThreshold: 5 });
    await addProduct(db, { categoryId, productName: 'Dish gel', stock: 50, lowStockThreshold: 10 });
    const messages = await db
      .insert(contactMessages)
      .values(
        ['Surat?', 'Bulk?', 'Invoice?', 'Thanks'].map((subject) => ({ name: 'Asha', email: 'asha@example.in', subject, message: subject })),
      )
      .returning({ id: contactMessages.id });
    const [, working, answered] = messages;
    if (!working || !answered) throw new Error('no messages');
    await db.update(inquiries).set({ status: 'in_progress' }).where(eq(inquiries.id, working.id));
    await db.update(inquiries).set({ status: 'answered' }).where(eq(inquiries.id, answered.id));

    const data = (await dashboard()).json().data;
    expect(data.lowStock).toEqual({
      count: 2,
      products: [
        { id: expect.any(String), productName: 'Lemon bar', stock: 0, lowStockThreshold: 5 },
        { id: expect.any(String), productName: 'Neem soap', stock: 2, lowStockThreshold: 10 },
      ],
    });
    expect(data.inquiries).toEqual({ new: 2, inProgress: 1 });
  });

  it('answers a new shop with zeros for every figure and each of the 30 days', async () => {
    const data = (await dashboard()).json().data;
    const zero = { orders: 0, revenue: 0, revenueWithoutGst: 0 };
    expect(data.todayFigures).toEqual(zero);
    expect(data.monthFigures).toEqual(zero);
    expect(data.days).toHaveLength(30);
    expect(data.days.every((day: typeof zero) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(data.lowStock).toEqual({ count: 0, products: [] });
    expect(data.inquiries).toEqual({ new: 0, inProgress: 0 });
  });

  it.each(STAFF_ROLES.filter((role) => role !== 'owner'))('refuses the %s role with 403, recorded in the audit', async (role) => {
    const reply = await dashboard(role);
    expect(reply.statusCode).toBe(403);
    const audit = await database().db.query.operatorAudit.findMany();
    expect(audit.filter((row) => row.outcome === 'refused').map((row) => row.after)).toContainEqual({ needed: 'dashboard:read' });
  });
});

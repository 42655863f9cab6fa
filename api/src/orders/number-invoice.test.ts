import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNotes, orders } from '../db/schema';
import { formatCreditNoteNumber } from '../invoices/credit-note-number';
import { formatInvoiceNumber } from '../invoices/invoice-number';
import { addShopperWithAddress } from '../routes/order/order-fixtures';
import { type TestDatabase, useTestDatabase } from '../test/test-database';
import { transitionOrder } from './transition-order';
import type { OrderActor } from './transitions';

const database = useTestDatabase();
const warehouse: OrderActor = { kind: 'staff', staffId: '00000000-0000-4000-8000-0000000000aa', role: 'owner' };
const at = new Date('2026-11-25T10:00:00+05:30');

/** `count` confirmed orders of one shopper, inserted as the order routes would have left them. */
async function confirmedOrders(db: TestDatabase['db'], count: number, changes: Partial<typeof orders.$inferInsert> = {}) {
  const { user } = await addShopperWithAddress(db, `buyer${crypto.randomUUID().slice(0, 8)}@example.in`);
  const rows = Array.from({ length: count }, () => ({
    userId: user.id,
    status: 'confirmed' as const,
    paymentType: 'cod' as const,
    provider: 'cod',
    idempotencyKey: crypto.randomUUID(),
    state: 'Maharashtra',
    stateCode: '27',
    ...changes,
  }));
  return (await db.insert(orders).values(rows).returning({ id: orders.id })).map((row) => row.id);
}

const move = (orderId: string, to: 'packed' | 'cancelled') =>
  transitionOrder(database().db, { orderId, to, actor: warehouse, reason: 'Out of stock', now: at });

const orderRow = async (id: string) => (await database().db.select().from(orders).where(eq(orders.id, id)))[0];

describe('invoice and credit note numbers', () => {
  it('numbers no order before it is packed, and cancelling it then issues no credit note', async () => {
    const [orderId = ''] = await confirmedOrders(database().db, 1);
    expect((await orderRow(orderId))?.invoiceNumber).toBeNull();
    await move(orderId, 'cancelled');
    expect(await database().db.select().from(creditNotes)).toEqual([]);
  });

  it('gives 20 orders packed at once 20 consecutive invoice numbers dated at packing, and their cancellations consecutive credit notes citing them', async () => {
    const ids = await confirmedOrders(database().db, 20);
    const packed = await Promise.all(ids.map((id) => move(id, 'packed')));
    const numbers = packed.map(({ order }) => order.invoiceNumber ?? '');
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => formatInvoiceNumber('2627', i + 1)));
    expect(packed.every(({ order }) => order.invoiceDate?.getTime() === at.getTime())).toBe(true);

    await Promise.all(ids.map((id) => move(id, 'cancelled')));
    const notes = await database().db.select().from(creditNotes);
    expect(notes.map((note) => note.number).sort()).toEqual(Array.from({ length: 20 }, (_, i) => formatCreditNoteNumber('2627', i + 1)));
    for (const id of ids) {
      const note = notes.find((each) => each.orderId === id);
      expect(note).toMatchObject({ invoiceNumber: (await orderRow(id))?.invoiceNumber, reason: 'cancelled' });
    }
  });

  it('keeps the number of an order invoiced when placed, under the earlier rule', async () => {
    const [orderId = ''] = await confirmedOrders(database().db, 1, { invoiceNumber: 'UHC/2627/000900', invoiceDate: at });
    expect((await move(orderId, 'packed')).order.invoiceNumber).toBe('UHC/2627/000900');
  });

  it('writes credit notes as CN/2627/000001, 14 characters', () => {
    expect(formatCreditNoteNumber('2627', 1)).toBe('CN/2627/000001');
  });
});

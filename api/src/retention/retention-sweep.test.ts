import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderEvents, orders, refunds, returnPhotos, users } from '../db/schema';
import { createRetentionRepository } from '../repositories/retention-repository';
import { addShopperWithAddress } from '../routes/order/order-fixtures';
import { useTestDatabase } from '../test/test-database';
import { sweepRetention } from './retention-sweep';

// What the shop keeps of an erased person only while a law or an open matter needs it: their return
// photos until the return and its refunds are settled, the names and addresses on their orders for
// 72 months after the annual return of the order's financial year was due.
const database = useTestDatabase();

let photosDir = '';
beforeEach(async () => {
  photosDir = await mkdtemp(path.join(tmpdir(), 'return-photos-'));
});
afterEach(async () => {
  await rm(photosDir, { recursive: true, force: true });
});

async function personWithOrder(erased: boolean, order: Partial<typeof orders.$inferInsert> = {}) {
  const { db } = database();
  const { user } = await addShopperWithAddress(db, `${randomUUID().slice(0, 8)}@example.in`);
  if (erased) await db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, user.id));
  const [row] = await db
    .insert(orders)
    .values({
      userId: user.id,
      status: 'returned',
      paymentType: 'cod',
      provider: 'cod',
      idempotencyKey: randomUUID(),
      houseNumber: '12',
      street: 'MG Road',
      city: 'Surat',
      state: 'Gujarat',
      stateCode: '24',
      pinCode: '395003',
      buyerName: 'Asha Patel',
      buyerGstin: '24AAACU1234A1Z5',
      buyerLegalName: 'Asha Stores',
      billingAddress: '12 MG Road, Surat',
      invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
      totalAmount: '499.00',
      ...order,
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

async function photoOf(orderId: string): Promise<string> {
  const { db } = database();
  const [event] = await db
    .insert(orderEvents)
    .values({ orderId, fromStatus: 'delivered', toStatus: 'return_requested', actorKind: 'shopper' })
    .returning({ id: orderEvents.id });
  const fileName = `${randomUUID().replaceAll('-', '')}.jpg`;
  await mkdir(photosDir, { recursive: true });
  await writeFile(path.join(photosDir, fileName), 'jpeg bytes');
  await db.insert(returnPhotos).values({ orderId, eventId: event?.id ?? '', fileName });
  return fileName;
}

const sweep = (now?: Date) => sweepRetention(createRetentionRepository(database().db), photosDir, now);

describe('the retention sweep', () => {
  it('deletes an erased person’s return photos once the return and its refunds are settled, files and rows', async () => {
    const settled = await personWithOrder(true);
    const settledPhoto = await photoOf(settled.id);
    const stillAsked = await personWithOrder(true, { status: 'return_requested' });
    const askedPhoto = await photoOf(stillAsked.id);
    const refunding = await personWithOrder(true);
    const refundingPhoto = await photoOf(refunding.id);
    await database()
      .db.insert(refunds)
      .values({ orderId: refunding.id, amountPaise: 49_900, reason: 'Returned', requestedByKind: 'system' });
    const kept = await personWithOrder(false);
    const keptPhoto = await photoOf(kept.id);

    expect(await sweep()).toEqual({ photosDeleted: 1, ordersBlanked: 0 });
    expect((await readdir(photosDir)).sort()).toEqual([askedPhoto, refundingPhoto, keptPhoto].sort());
    const rows = await database().db.select({ fileName: returnPhotos.fileName }).from(returnPhotos);
    expect(rows.map((row) => row.fileName)).not.toContain(settledPhoto);
    expect(await sweep()).toEqual({ photosDeleted: 0, ordersBlanked: 0 });
  });

  it('blanks names and addresses 72 months after the annual return was due, keeping the tax facts', async () => {
    // Placed 31 March 2019, India time: financial year 2018–19, annual return due 31 December 2019,
    // kept until the end of 2025. An order of 1 April 2019 belongs to 2019–20 and is kept to the end of 2026.
    const old = await personWithOrder(true, { createdAt: new Date('2019-03-31T18:00:00+05:30') });
    const nextYear = await personWithOrder(true, { createdAt: new Date('2019-04-01T09:00:00+05:30') });
    const notErased = await personWithOrder(false, { createdAt: new Date('2010-06-01T09:00:00+05:30') });

    expect(await sweep(new Date('2025-12-31T23:59:00+05:30'))).toEqual({ photosDeleted: 0, ordersBlanked: 0 });
    expect(await sweep(new Date('2026-01-01T00:01:00+05:30'))).toEqual({ photosDeleted: 0, ordersBlanked: 1 });
    const read = async (id: string) => (await database().db.select().from(orders).where(eq(orders.id, id)))[0];
    expect(await read(old.id)).toMatchObject({
      buyerName: '',
      buyerLegalName: '',
      houseNumber: '',
      street: '',
      city: '',
      pinCode: '',
      billingAddress: '',
      buyerGstin: '24AAACU1234A1Z5',
      stateCode: '24',
      state: 'Gujarat',
      invoiceNumber: old.invoiceNumber,
      totalAmount: '499.00',
    });
    expect((await read(nextYear.id))?.buyerName).toBe('Asha Patel');
    expect((await read(notErased.id))?.buyerName).toBe('Asha Patel');
    expect(await sweep(new Date('2027-01-01T00:01:00+05:30'))).toEqual({ photosDeleted: 0, ordersBlanked: 1 });
  });
});

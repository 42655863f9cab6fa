import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

// Stock is kept as movements: staff count what came in, correct a count or write off damage; orders
// take and give back; each change is written with the movement that explains it, never below zero.
const database = useTestDatabase();
const app = useTestApp(database);

async function soapWith(stock: number, lowStockThreshold = 10) {
  const { db } = database();
  return addProduct(db, { categoryId: await addCategory(db, 'Detergent'), productName: 'Neem soap', stock, lowStockThreshold });
}

async function desk(role: 'warehouse' | 'catalogue' | 'accounts' | 'orders') {
  await addStaff(database().db, role);
  const cookies = await staffSignIn(app(), `${role}@example.in`);
  const movements = (productId: string) => `/api/admin/v1/products/${productId}/stock-movements`;
  return {
    move: (productId: string, body: object) => call(app(), 'POST', movements(productId), body, { cookies }),
    history: (productId: string) => call(app(), 'GET', movements(productId), undefined, { cookies }),
    low: () => call(app(), 'GET', '/api/admin/v1/low-stock', undefined, { cookies }),
    find: (q: string) => call(app(), 'GET', `/api/admin/v1/stock?q=${encodeURIComponent(q)}`, undefined, { cookies }),
  };
}

describe('stock movements', () => {
  it('books units received and damage written off, with who and why, newest first, and audits each', async () => {
    const soap = await soapWith(4);
    const warehouse = await desk('warehouse');
    const received = await warehouse.move(soap, { change: 20, reason: 'received', note: 'Invoice 1182 from the plant' });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json().data).toMatchObject({
      stock: 24,
      movement: { change: 20, reason: 'received', stockAfter: 24, by: 'The warehouse desk', note: 'Invoice 1182 from the plant' },
    });
    expect((await warehouse.move(soap, { change: -3, reason: 'damaged' })).json().data.stock).toBe(21);

    const history = (await warehouse.history(soap)).json().data;
    expect(history).toMatchObject({ productName: 'Neem soap', stock: 21, lowStockThreshold: 10 });
    expect(history.movements.map((row: { change: number; reason: string }) => [row.change, row.reason])).toEqual([
      [-3, 'damaged'],
      [20, 'received'],
    ]);
    const audit = await database().db.query.operatorAudit.findMany();
    const moves = audit.filter((row) => row.action === 'stock.move');
    expect(moves.map((row) => [row.before, row.after])).toEqual(
      expect.arrayContaining([
        [{ stock: 4 }, { stock: 24, change: 20, reason: 'received', note: 'Invoice 1182 from the plant' }],
        [{ stock: 24 }, { stock: 21, change: -3, reason: 'damaged' }],
      ]),
    );
  });

  it('refuses a change that would take the stock below zero with 409 and the stock there is, writing nothing', async () => {
    const soap = await soapWith(2);
    const catalogue = await desk('catalogue');
    const reply = await catalogue.move(soap, { change: -3, reason: 'adjustment' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ errorCode: 'STOCK_BELOW_ZERO', data: { stock: 2 } });
    expect((await catalogue.history(soap)).json().data).toMatchObject({ stock: 2, movements: [] });
  });

  it.each([
    [{ change: 0, reason: 'received' }, 'Enter a change other than 0.'],
    [{ change: 1.5, reason: 'received' }, 'Enter whole units.'],
    [{ change: 100_001, reason: 'received' }, 'Change at most 100000 units at a time.'],
    [{ change: 5, reason: 'order' }, 'Choose why the stock changed: received, adjustment or damaged.'],
    [{ change: '5', reason: 'received' }, 'Enter the units that came in (positive) or went out (negative).'],
  ])('refuses %j with its message', async (body, message) => {
    const soap = await soapWith(5);
    const reply = await (await desk('warehouse')).move(soap, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain(message);
  });

  it('answers 404 for a product that does not exist, and 403 to a role that does not keep stock', async () => {
    const soap = await soapWith(5);
    const warehouse = await desk('warehouse');
    expect((await warehouse.move('00000000-0000-4000-8000-000000000000', { change: 1, reason: 'received' })).statusCode).toBe(404);
    expect((await warehouse.history('not-a-product')).statusCode).toBe(404);
    expect((await (await desk('accounts')).move(soap, { change: 1, reason: 'received' })).statusCode).toBe(403);
    expect((await (await desk('orders')).history(soap)).statusCode).toBe(403);
  });

  it("records an order's units out and a cancellation's back, naming the order", async () => {
    const soap = await soapWith(10);
    const asha = await buyer(app(), database());
    await asha.fill(soap, 3);
    const orderId: string = (await placeOrder(app(), asha)).json().data.notes.orderId;
    const cancelled = await call(app(), 'POST', '/api/v1/order/cancel', { orderId }, { headers: asha.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const history = (await (await desk('warehouse')).history(soap)).json().data;
    expect(history.stock).toBe(10);
    expect(history.movements.map((row: { change: number; reason: string; orderId: string | null; by: string | null }) => row)).toEqual([
      expect.objectContaining({ change: 3, reason: 'cancellation', orderId, stockAfter: 10, by: null }),
      expect.objectContaining({ change: -3, reason: 'order', orderId, stockAfter: 7, by: null }),
    ]);
  });

  it('lists the active products at or below their own threshold, the emptiest first', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Detergent');
    await addProduct(db, { categoryId, productName: 'Plenty', stock: 50 });
    await addProduct(db, { categoryId, productName: 'At its line', stock: 3, lowStockThreshold: 3 });
    await addProduct(db, { categoryId, productName: 'Empty', stock: 0 });
    await addProduct(db, { categoryId, productName: 'Hidden', stock: 0, isActive: false });
    const low = (await (await desk('warehouse')).low()).json().data.products;
    expect(low.map((row: { productName: string; stock: number }) => [row.productName, row.stock])).toEqual([
      ['Empty', 0],
      ['At its line', 3],
    ]);
  });

  it('finds products by words of their name, the low ones first, taking % and _ as written', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Detergent');
    await addProduct(db, { categoryId, productName: 'Neem soap bar', stock: 40 });
    await addProduct(db, { categoryId, productName: 'Neem soap 100% herbal', stock: 2 });
    await addProduct(db, { categoryId, productName: 'Floor cleaner', stock: 1 });
    const warehouse = await desk('warehouse');
    const names = async (q: string) =>
      ((await warehouse.find(q)).json().data.products as Array<{ productName: string }>).map((row) => row.productName);
    expect(await names('neem SOAP')).toEqual(['Neem soap 100% herbal', 'Neem soap bar']);
    expect(await names('100%')).toEqual(['Neem soap 100% herbal']);
    expect(await names('_')).toEqual([]);
  });
});

describe('stock under parallel orders and counts', () => {
  it('loses no unit and never goes below zero when orders and write-offs race for the last units', async () => {
    const soap = await soapWith(12);
    const warehouse = await desk('warehouse');
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, n) => buyer(app(), database(), `shopper${n}@example.in`)));
    for (const shopper of shoppers) await shopper.fill(soap, 1);
    const replies = await Promise.all([
      ...shoppers.map((shopper) => placeOrder(app(), shopper)),
      ...Array.from({ length: 8 }, () => warehouse.move(soap, { change: -1, reason: 'damaged' })),
    ]);
    const ordered = replies.slice(0, 8).filter((reply) => reply.statusCode === 201).length;
    const writtenOff = replies.slice(8).filter((reply) => reply.statusCode === 201).length;
    for (const reply of replies) expect([201, 409]).toContain(reply.statusCode);

    const history = (await warehouse.history(soap)).json().data;
    // Every unit is accounted for: what is left, what was ordered and what was written off make the 12.
    expect(ordered + writtenOff).toBe(12 - history.stock);
    expect(history.stock).toBeGreaterThanOrEqual(0);
    const booked = history.movements.reduce((sum: number, row: { change: number }) => sum + row.change, 0);
    expect(booked).toBe(history.stock - 12);
    expect(history.movements).toHaveLength(ordered + writtenOff);
  });
});

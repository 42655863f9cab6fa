import { describe, expect, it } from 'vitest';
import { orderNotes } from '../../db/schema';
import { ORDER_NOT_FOUND } from '../../orders';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

type Cookies = Record<string, string>;

const note = (cookies: Cookies, orderId: string, body: unknown) =>
  call(app(), 'POST', `/api/admin/v1/orders/${orderId}/notes`, body, { cookies });
const detail = (cookies: Cookies, orderId: string) => call(app(), 'GET', `/api/admin/v1/orders/${orderId}`, undefined, { cookies });

/** The order desk, the warehouse and the owner signed in, and a shopper's cash-on-delivery order. */
async function shopWithOrder() {
  const { db } = database();
  const [owner, orders, warehouse] = await Promise.all(
    (['owner', 'orders', 'warehouse'] as const).map(async (role) => {
      await addStaff(db, role);
      return staffSignIn(app(), `${role}@example.in`);
    }),
  );
  const soap = await addProduct(db, { categoryId: await addCategory(db, 'Detergent'), productName: 'Ujjwal Bar', stock: 10, price: 100 });
  const asha = await buyer(app(), database());
  await asha.fill(soap, 1);
  const placed = await placeOrder(app(), asha, { couponCode: null });
  expect(placed.statusCode).toBe(201);
  return { owner, orders, warehouse, asha, orderId: placed.json().data.notes.orderId as string } as Record<
    'owner' | 'orders' | 'warehouse',
    Cookies
  > & { asha: typeof asha; orderId: string };
}

describe('staff notes on an order', () => {
  it('show in the order’s history with who wrote them and when, apart from its moves, and are audited', async () => {
    const shop = await shopWithOrder();
    const added = await note(shop.orders, shop.orderId, { text: '  Buyer asked us to call before delivery.  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Note added');
    expect(added.json().data.notes).toEqual([
      { id: expect.any(String), text: 'Buyer asked us to call before delivery.', at: expect.any(String), by: 'The orders desk' },
    ]);

    // The warehouse reads the notes; a note is not a move of the order.
    const order = (await detail(shop.warehouse, shop.orderId)).json().data;
    expect(order.notes.map((one: { text: string }) => one.text)).toEqual(['Buyer asked us to call before delivery.']);
    expect(order.events.map((event: { to: string }) => event.to)).toEqual(['placed']);
    expect(order.status).toBe('placed');

    // Written once: the database refuses to change or remove a note while its order stands.
    await expect(database().db.update(orderNotes).set({ text: 'Rewritten' })).rejects.toThrow();
    await expect(database().db.delete(orderNotes)).rejects.toThrow();

    const audit = (await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies: shop.owner })).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order.note', target: shop.orderId, tokenName: 'orders@example.in', outcome: 'done' }),
    );
  });

  it('are never shown to the shopper', async () => {
    const shop = await shopWithOrder();
    await note(shop.owner, shop.orderId, { text: 'Suspected fake address, check by phone' });
    const history = await call(app(), 'GET', '/api/v1/order/order-history', undefined, { headers: shop.asha.headers });
    expect(history.statusCode).toBe(200);
    expect(history.body).not.toContain('Suspected fake address');
  });

  it('are refused to a role without orders:note, for an unknown order, and when empty or longer than 1000 characters', async () => {
    const shop = await shopWithOrder();
    expect((await note(shop.warehouse, shop.orderId, { text: 'Packed it' })).statusCode).toBe(403);
    const unknown = await note(shop.orders, '0b8a2f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', { text: 'Hello' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ORDER_NOT_FOUND);
    const empty = await note(shop.orders, shop.orderId, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ text: 'Write the note.' });
    expect((await note(shop.orders, shop.orderId, { text: 'x'.repeat(1001) })).json().fields).toEqual({
      text: 'Use at most 1000 characters.',
    });
    expect((await note(shop.orders, shop.orderId, { text: 'x'.repeat(1000) })).statusCode).toBe(201);
    expect((await detail(shop.owner, shop.orderId)).json().data.notes).toHaveLength(1);
  });
});

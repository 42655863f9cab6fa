import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, products, users } from '../db/schema';
import { buyer, placeOrder } from '../routes/order/order-fixtures';
import { addCategory, addProduct } from '../routes/product/product-fixtures';
import { useTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { transitionOrder } from './transition-order';

const database = useTestDatabase();
const app = useTestApp(database);

/** A cash-on-delivery order of 2 soaps out of a stock of 6. */
async function placedOrder() {
  const { db } = database();
  const soap = await addProduct(db, { categoryId: await addCategory(db, 'Detergent'), stock: 6, price: 80 });
  const asha = await buyer(app(), database());
  await asha.fill(soap, 2);
  const orderId: string = (await placeOrder(app(), asha)).json().data.notes.orderId;
  return { soap, asha, orderId };
}

const stockOf = async (id: string) => (await database().db.select().from(products).where(eq(products.id, id)))[0]?.stock;
const eventsOf = (orderId: string) => database().db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

describe("an order's history", () => {
  it('stays whole when a move fails halfway: one state, its events, its stock', async () => {
    const { soap, asha, orderId } = await placedOrder();
    // The event refuses a reason past 500 characters, after the state and the stock have been written.
    const failing = transitionOrder(database().db, {
      orderId,
      to: 'cancelled',
      actor: { kind: 'shopper', userId: asha.user.id },
      reason: 'x'.repeat(501),
    });
    await expect(failing).rejects.toThrow();
    const [order] = await database().db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('placed');
    expect(await eventsOf(orderId)).toHaveLength(1);
    expect(await stockOf(soap)).toBe(4);
  });

  it('cannot be changed or removed, but goes with its order when the account is deleted', async () => {
    const { asha, orderId } = await placedOrder();
    const { db } = database();
    await expect(db.update(orderEvents).set({ reason: 'rewritten' }).where(eq(orderEvents.orderId, orderId))).rejects.toThrow();
    await expect(db.delete(orderEvents).where(eq(orderEvents.orderId, orderId))).rejects.toThrow();
    expect(await eventsOf(orderId)).toHaveLength(1);
    await db.delete(users).where(eq(users.id, asha.user.id));
    expect(await eventsOf(orderId)).toHaveLength(0);
    expect(await db.select().from(orders).where(eq(orders.id, orderId))).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, signIn } from '../auth/auth-fixtures';
import { changeLine, lineOf, readCart, shopper } from './cart-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

async function lineWithStock(stock: number, quantity = 1) {
  const { cookies, product } = await shopper(app(), database());
  const productId = await product({ stock });
  const line = await lineOf(app(), cookies, productId, quantity);
  return { cookies, productId, line };
}

const quantityNow = async (cookies: Record<string, string>) => (await readCart(app(), cookies)).json().data.cart[0]?.quantity;

describe('PUT /api/v1/cart/:cartId', () => {
  it('raises and lowers a line by one', async () => {
    const { cookies, line } = await lineWithStock(5, 2);
    const up = await changeLine(app(), cookies, line, { quantity: 1 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      message: 'Quantity updated successfully',
      data: { success: true, message: 'Quantity updated successfully', cartUpdated: true, cart: { _id: line, quantity: 3 } },
    });
    const down = await changeLine(app(), cookies, line, { quantity: -1 });
    expect(down.json().data.cart.quantity).toBe(2);
    expect(await quantityNow(cookies)).toBe(2);
  });

  it("sets an absolute quantity with mode 'set'", async () => {
    const { cookies, line } = await lineWithStock(10, 2);
    const response = await changeLine(app(), cookies, line, { quantity: 7, mode: 'set' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cart).toEqual({ _id: line, quantity: 7 });
  });

  it('refuses to go below 1 either way', async () => {
    const { cookies, line } = await lineWithStock(5, 1);
    for (const body of [{ quantity: -1 }, { quantity: 0, mode: 'set' }]) {
      const response = await changeLine(app(), cookies, line, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Quantity cannot be less than 1');
    }
    expect(await quantityNow(cookies)).toBe(1);
  });

  it('refuses a change other than 1 or -1 without mode set', async () => {
    const { cookies, line } = await lineWithStock(5, 1);
    for (const body of [{ quantity: 3 }, { quantity: 1.5, mode: 'set' }, { quantity: 'x' }, { quantity: 2, mode: 'add' }, {}]) {
      expect((await changeLine(app(), cookies, line, body)).statusCode).toBe(400);
    }
    expect(await quantityNow(cookies)).toBe(1);
  });

  it('refuses +1 at the stock and leaves the line unchanged', async () => {
    const { cookies, line } = await lineWithStock(3, 3);
    const response = await changeLine(app(), cookies, line, { quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'STOCK_LIMIT',
      message: 'Only 3 in stock.',
      data: { cartUpdated: false, cart: { _id: line, quantity: 3 } },
    });
  });

  it('raises the line to the stock when a set asks for more', async () => {
    const { cookies, line } = await lineWithStock(4, 1);
    const response = await changeLine(app(), cookies, line, { quantity: 9, mode: 'set' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Only 4 in stock.',
      data: { cartUpdated: true, cart: { _id: line, quantity: 4 } },
    });
    expect(await quantityNow(cookies)).toBe(4);
  });

  it('lowers a line that is above a stock that has since fallen', async () => {
    const { cookies, productId, line } = await lineWithStock(6, 5);
    await database().db.update(products).set({ stock: 2 }).where(eq(products.id, productId));
    expect((await changeLine(app(), cookies, line, { quantity: -1 })).statusCode).toBe(409);
    const set = await changeLine(app(), cookies, line, { quantity: 2, mode: 'set' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.cart.quantity).toBe(2);
  });

  it("answers 404 for another shopper's line, an unknown line and a malformed id", async () => {
    const { cookies, line } = await lineWithStock(5, 1);
    await addUser(database().db, { email: 'ravi@example.in' });
    const other = await signIn(app(), 'ravi@example.in');
    expect((await changeLine(app(), other.cookies, line, { quantity: 1 })).statusCode).toBe(404);
    expect((await changeLine(app(), cookies, '00000000-0000-4000-8000-000000000000', { quantity: 1 })).statusCode).toBe(404);
    expect((await changeLine(app(), cookies, 'not-a-line', { quantity: 1 })).statusCode).toBe(404);
    expect(await quantityNow(cookies)).toBe(1);
  });

  it('answers 404 for a line whose product went off sale', async () => {
    const { cookies, productId, line } = await lineWithStock(5, 1);
    await database().db.update(products).set({ isActive: false }).where(eq(products.id, productId));
    expect((await changeLine(app(), cookies, line, { quantity: 1 })).statusCode).toBe(404);
  });

  it('never passes the stock under concurrent +1s', async () => {
    const { cookies, line } = await lineWithStock(5, 1);
    const replies = await Promise.all(Array.from({ length: 10 }, () => changeLine(app(), cookies, line, { quantity: 1 })));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(await quantityNow(cookies)).toBe(5);
  });

  it('never passes the stock under concurrent adds', async () => {
    const { cookies, product } = await shopper(app(), database());
    const productId = await product({ stock: 5 });
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        app().inject({
          method: 'POST',
          url: '/api/v1/cart',
          cookies,
          headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
          payload: JSON.stringify({ productId, quantity: 1 }),
        }),
      ),
    );
    expect(replies.every((reply) => reply.statusCode === 201 || reply.statusCode === 409)).toBe(true);
    expect(await quantityNow(cookies)).toBe(5);
  });
});

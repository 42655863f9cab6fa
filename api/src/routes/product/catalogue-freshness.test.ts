import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { CATALOGUE_CHANNEL } from '../../plugins/app/catalogue-replies';
import { heardUpToNow } from '../../test/notices';
import { testConfig, useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from './product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

/**
 * A second API process on its own connection, with its own cache, and a listener on that
 * connection that records every catalogue notice.
 */
let other: { app: FastifyInstance; connection: Database; notices: string[]; stop: () => Promise<void> } | undefined;

beforeEach(async () => {
  const connection = database().connectAgain();
  const otherApp = buildApp({ config: testConfig(), database: connection });
  await otherApp.ready();
  const notices: string[] = [];
  const stopNotices = await connection.listen(
    CATALOGUE_CHANNEL,
    (notice) => notices.push(notice),
    () => {},
  );
  other = { app: otherApp, connection, notices, stop: stopNotices };
});

afterEach(async () => {
  await other?.stop();
  await other?.app.close();
  await other?.connection.close();
});

const second = () => {
  if (!other) throw new Error('the second process is not started');
  return other;
};

/**
 * Resolves once both processes have heard everything committed before now. Each listens on a
 * connection of its own, and notices reach the two in no set order between them.
 */
async function settled(): Promise<void> {
  for (const connection of [database(), second().connection]) await heardUpToNow(connection);
}

/** The catalogue notices a change sends. */
async function noticesOf(change: () => Promise<unknown>): Promise<string[]> {
  await settled();
  const before = second().notices.length;
  await change();
  await settled();
  return second().notices.slice(before);
}

async function outOfStock(target: FastifyInstance, productId: string) {
  const detail = (await target.inject({ method: 'GET', url: `/api/v1/product/${productId}` })).json();
  const listed = (await target.inject({ method: 'GET', url: '/api/v1/product?p=0&l=24&c=' })).json();
  const card = listed.data.find((product: { _id: string }) => product._id === productId);
  return { detail: detail.data.isOutOfStock as boolean, listed: card.isOutOfStock as boolean };
}

async function soap(stock: number) {
  const categoryId = await addCategory(database().db, 'Detergent');
  return addProduct(database().db, { categoryId, productName: 'Ujjwal Bar 200 g', stock });
}

describe('cached catalogue replies', () => {
  it('show a product out of stock in every process once an order takes its last units', async () => {
    const id = await soap(2);
    const who = await buyer(app(), database());
    await who.fill(id, 2);
    // Both processes now hold the product in stock in their caches.
    expect(await outOfStock(second().app, id)).toEqual({ detail: false, listed: false });
    expect(await outOfStock(app(), id)).toEqual({ detail: false, listed: false });

    expect(await noticesOf(async () => expect((await placeOrder(app(), who)).statusCode).toBe(201))).toEqual(['items']);
    expect(await outOfStock(second().app, id)).toEqual({ detail: true, listed: true });
    expect(await outOfStock(app(), id)).toEqual({ detail: true, listed: true });
  });

  it('follow an operator changing stock in the database directly, either way', async () => {
    const id = await soap(10);
    expect(await outOfStock(second().app, id)).toEqual({ detail: false, listed: false });
    const setStock = (stock: number) => database().db.update(products).set({ stock }).where(eq(products.id, id));
    expect(await noticesOf(() => setStock(0))).toEqual(['items']);
    expect(await outOfStock(second().app, id)).toEqual({ detail: true, listed: true });
    expect(await noticesOf(() => setStock(7))).toEqual(['items']);
    expect(await outOfStock(second().app, id)).toEqual({ detail: false, listed: false });
  });

  it('are not dropped by a product view, and a rename also renews what the search matches', async () => {
    const id = await soap(10);
    const search = async () =>
      (await second().app.inject({ method: 'GET', url: '/api/v1/product/quick/search?value=lmon' }))
        .json()
        .data.map((product: { productName: string }) => product.productName);
    expect(await search()).toEqual([]);
    const view = () => app().inject({ method: 'PUT', url: `/api/v1/product/view/${id}`, headers: XHR });
    expect(await noticesOf(view)).toEqual([]);
    const rename = () => database().db.update(products).set({ productName: 'Ujjwal Lemon Bar 200 g' }).where(eq(products.id, id));
    expect(await noticesOf(rename)).toEqual(['words']);
    expect(await search()).toEqual(['Ujjwal Lemon Bar 200 g']);
  });
});

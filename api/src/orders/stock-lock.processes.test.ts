import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTokenService } from '../auth/tokens';
import { addShopperWithAddress } from '../routes/order/order-fixtures';
import { addCategory, addProduct } from '../routes/product/product-fixtures';
import { type ApiProcesses, SHARED_JWT_SECRET, startApiProcesses } from '../test/api-processes';
import { XHR } from '../test/test-app';
import { inOrderTransaction } from './order-repositories';

// An order holds its products' rows from its stock check to its commit, and on a sale day the
// orders for a hot product queue on its row one after the other. Shoppers adding that product to
// their cart must not queue behind them: each waiting call holds one of the API's database
// connections, and once they are all taken every other call of that process waits too.
let shop: ApiProcesses;

beforeAll(async () => {
  const url = inject('testDatabaseUrl');
  if (!url) throw new Error('The several-process tests run on PostgreSQL only: set TEST_DATABASE_URL.');
  shop = await startApiProcesses(url, 1);
});

afterAll(async () => {
  await shop?.close();
});

describe("an order's hold on a product's row", () => {
  it('lets another shopper add the product to their cart meanwhile', async () => {
    const soap = await addProduct(shop.db, { categoryId: await addCategory(shop.db, `Soap ${randomUUID()}`), stock: 20 });
    const { user } = await addShopperWithAddress(shop.db, `${randomUUID()}@example.in`);
    const token = await createTokenService({ secret: SHARED_JWT_SECRET, accessTokenTtlSeconds: 900 }).signAccess(
      user.id,
      user.sessionVersion,
    );
    const [api] = shop.processes;
    if (!api) throw new Error('no API process');

    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // An order in progress: its products are locked as placing an order locks them.
    const order = inOrderTransaction(shop.db, async ({ stock }) => {
      await stock.lock([soap]);
      locked();
      await released;
    });
    await holding;

    const added = fetch(`${api.url}/api/v1/cart`, {
      method: 'POST',
      headers: { ...XHR, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ productId: soap, quantity: 1 }),
    }).then((answer) => answer.status);
    // The order stays open until the cart has answered, or for 10 seconds when it cannot.
    const first = await Promise.race([added, sleep(10_000).then(() => 'still waiting for the order')]);
    release();
    await order;
    expect(first).toBe(201);
  });
});

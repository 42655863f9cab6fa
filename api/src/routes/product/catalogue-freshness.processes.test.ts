import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTokenService } from '../../auth/tokens';
import { cartItems } from '../../db/schema';
import { CATALOGUE_CACHE_TTL_MS } from '../../plugins/app/catalogue-replies';
import { type ApiProcesses, SHARED_JWT_SECRET, startApiProcesses } from '../../test/api-processes';
import { XHR } from '../../test/test-app';
import { addShopperWithAddress } from '../order/order-fixtures';
import { addCategory, addProduct } from './product-fixtures';

// Two API processes on one PostgreSQL, each with its own cache of catalogue reads.
let shop: ApiProcesses;

beforeAll(async () => {
  const url = inject('testDatabaseUrl');
  if (!url) throw new Error('The several-process tests run on PostgreSQL only: set TEST_DATABASE_URL.');
  shop = await startApiProcesses(url, 2);
});

afterAll(async () => {
  await shop?.close();
});

const urlOf = (n: number) => {
  const target = shop.processes[n];
  if (!target) throw new Error(`no API process ${n}`);
  return target.url;
};

/** Whether process `n` shows the product out of stock, on its page and on the first page of the listing. */
async function outOfStock(n: number, productId: string) {
  const detail = await (await fetch(`${urlOf(n)}/api/v1/product/${productId}`)).json();
  const listed = await (await fetch(`${urlOf(n)}/api/v1/product?p=0&l=24&c=`)).json();
  const card = listed.data.find((product: { _id: string }) => product._id === productId);
  return { detail: detail.data.isOutOfStock as boolean, listed: card?.isOutOfStock as boolean };
}

describe('cached catalogue reads of several API processes', () => {
  it(`show a product sold out through one process as out of stock on the other within ${CATALOGUE_CACHE_TTL_MS.postgres / 1000} s`, async () => {
    const soap = await addProduct(shop.db, { categoryId: await addCategory(shop.db, `Soap ${randomUUID()}`), stock: 2 });
    const { user, addressId } = await addShopperWithAddress(shop.db, `${randomUUID()}@example.in`);
    await shop.db.insert(cartItems).values({ userId: user.id, productId: soap, quantity: 2 });
    // Both processes now keep the product in stock in their caches.
    expect(await outOfStock(0, soap)).toEqual({ detail: false, listed: false });
    expect(await outOfStock(1, soap)).toEqual({ detail: false, listed: false });

    const token = await createTokenService({ secret: SHARED_JWT_SECRET, accessTokenTtlSeconds: 900 }).signAccess(
      user.id,
      user.sessionVersion,
    );
    const placed = await fetch(`${urlOf(0)}/api/v1/order`, {
      method: 'POST',
      headers: { ...XHR, 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ addressId, couponCode: null, paymentType: 'cod', freeProductStockIgnore: false }),
    });
    expect(placed.status).toBe(201);

    // The other process hears of the change from PostgreSQL; a cached read lives 10 s at most should it not.
    const deadline = Date.now() + CATALOGUE_CACHE_TTL_MS.postgres;
    let shown = await outOfStock(1, soap);
    while (!(shown.detail && shown.listed) && Date.now() < deadline) {
      await sleep(50);
      shown = await outOfStock(1, soap);
    }
    expect(shown).toEqual({ detail: true, listed: true });
    expect(await outOfStock(0, soap)).toEqual({ detail: true, listed: true });
  });

  it('give the same validator whichever process answers, so a browser revalidates through either', async () => {
    const first = await fetch(`${urlOf(0)}/api/v1/category`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${urlOf(1)}/api/v1/category`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_RATE_LIMIT } from '../auth/rate-limits';
import { createTokenService } from '../auth/tokens';
import type { AppDb } from '../db/client';
import { cartItems, coupons, orderLines, orders, products, users } from '../db/schema';
import { addUser, PASSWORD } from '../routes/auth/auth-fixtures';
import { addShopperWithAddress } from '../routes/order/order-fixtures';
import { addCategory, addProduct, type ProductFixture } from '../routes/product/product-fixtures';
import { type ApiProcesses, SHARED_JWT_SECRET, startApiProcesses } from './api-processes';
import { XHR } from './test-app';

// Two API processes side by side on one PostgreSQL database, as behind a load balancer; every
// burst below is spread over both. TRUST_PROXY=1: the tests play the proxy and say in
// X-Forwarded-For which address each call came from.
let shop: ApiProcesses;
const db = (): AppDb => shop.db;

beforeAll(async () => {
  const url = inject('testDatabaseUrl');
  if (!url) throw new Error('The several-process tests run on PostgreSQL only: set TEST_DATABASE_URL.');
  shop = await startApiProcesses(url, 2, { TRUST_PROXY: '1' });
});

afterAll(async () => {
  await shop?.close();
});

/** A JSON call to the n-th call's process (alternating), from `from` as the proxy reports it. */
async function send(n: number, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const target = shop.processes[n % shop.processes.length];
  if (!target) throw new Error('no API process');
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: { ...XHR, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const count = (replies: { status: number }[], status: number) => replies.filter((reply) => reply.status === status).length;

/** A product with its own category. */
const addStocked = async (stock: number, extra: Partial<ProductFixture> = {}) =>
  addProduct(db(), { categoryId: await addCategory(db(), `Soap ${randomUUID()}`), stock, ...extra });

const stockOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];

/** Shoppers inserted directly, each with a Mumbai address, `productId` × 1 in the cart and a session token. */
async function shoppers(howMany: number, productId: string) {
  const tokens = createTokenService({ secret: SHARED_JWT_SECRET, accessTokenTtlSeconds: 900 });
  const made = [];
  for (let n = 0; n < howMany; n += 1) {
    const { user, addressId } = await addShopperWithAddress(db(), `${randomUUID()}@example.in`);
    await db().insert(cartItems).values({ userId: user.id, productId, quantity: 1 });
    made.push({ userId: user.id, addressId, token: await tokens.signAccess(user.id, user.sessionVersion) });
  }
  return made;
}

const order = (n: number, who: { addressId: string; token: string }) =>
  send(
    n,
    'POST',
    '/api/v1/order',
    { addressId: who.addressId, couponCode: null, paymentType: 'cod', freeProductStockIgnore: false },
    { authorization: `Bearer ${who.token}`, 'idempotency-key': randomUUID() },
  );

describe('several API processes on one PostgreSQL', () => {
  it(`hold one per-address budget of ${SIGN_IN_RATE_LIMIT.max} sign-ins between them`, async () => {
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        send(
          n,
          'POST',
          '/api/v1/auth/login',
          { email: `nobody${n}@example.in`, password: PASSWORD },
          { 'x-forwarded-for': '198.51.100.50' },
        ),
      ),
    );
    expect([count(replies, 401), count(replies, 429)]).toEqual([SIGN_IN_RATE_LIMIT.max, 40 - SIGN_IN_RATE_LIMIT.max]);
  });

  it(`check no more than ${SIGN_IN_FAILURES_PER_EMAIL.max} wrong passwords of one account between them`, async () => {
    const { email } = await addUser(db(), { email: `${randomUUID()}@example.in` });
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        send(n, 'POST', '/api/v1/auth/login', { email, password: `Wrong@${n}` }, { 'x-forwarded-for': `203.0.113.${n + 1}` }),
      ),
    );
    expect([count(replies, 401), count(replies, 429)]).toEqual([SIGN_IN_FAILURES_PER_EMAIL.max, 40 - SIGN_IN_FAILURES_PER_EMAIL.max]);
  });

  it('sell the last 10 units to exactly 10 of 50 shoppers ordering at once', async () => {
    const soap = await addStocked(10);
    const crowd = await shoppers(50, soap);
    const replies = await Promise.all(crowd.map((who, n) => order(n, who)));
    expect([count(replies, 201), count(replies, 409)]).toEqual([10, 40]);
    expect((await stockOf(soap))?.stock).toBe(0);
    const lines = await db().select().from(orderLines).where(eq(orderLines.productId, soap));
    expect(lines).toHaveLength(10);
  });

  it('release each expired hold once when both sweep at the same time', async () => {
    // 20 unpaid online orders whose hold has run out, holding one unit each and a coupon use each.
    const held = await addStocked(0, { salesCount: 100 });
    const code = `HOLD${randomUUID().slice(0, 8)}`.toUpperCase();
    const [coupon] = await db()
      .insert(coupons)
      .values({ offerName: 'Offer', couponCode: code, kind: 'flat', flatAmount: '10', usedCount: 50 })
      .returning({ id: coupons.id });
    const holders = await shoppers(20, held);
    const expiredIds: string[] = [];
    for (const who of holders) {
      await db().update(users).set({ isAlreadyCouponUsed: true }).where(eq(users.id, who.userId));
      const [row] = await db()
        .insert(orders)
        .values({
          userId: who.userId,
          idempotencyKey: randomUUID(),
          status: 'pending_payment',
          paymentType: 'online',
          provider: 'sandbox',
          couponCode: code,
          totalAmount: '100',
          holdExpiresAt: new Date(Date.now() - 60_000),
        })
        .returning({ id: orders.id });
      if (!row) throw new Error('order insert returned nothing');
      await db().insert(orderLines).values({ orderId: row.id, productId: held, productName: 'Ujjwal Bar', price: '100', quantity: 1 });
      expiredIds.push(row.id);
    }

    // Every order starts by releasing expired holds: 10 orders at once over both processes.
    const other = await addStocked(100);
    const replies = await Promise.all((await shoppers(10, other)).map((who, n) => order(n, who)));
    expect(count(replies, 201)).toBe(10);

    expect(await stockOf(held)).toMatchObject({ stock: 20, salesCount: 80 });
    expect(
      (
        await db()
          .select()
          .from(coupons)
          .where(eq(coupons.id, coupon?.id ?? ''))
      )[0]?.usedCount,
    ).toBe(30);
    const statuses = await db().select({ status: orders.status }).from(orders).where(inArray(orders.id, expiredIds));
    expect(statuses.map((row) => row.status)).toEqual(Array(20).fill('expired'));
  });
});

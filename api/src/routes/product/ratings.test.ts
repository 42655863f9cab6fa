import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, productRatings, products } from '../../db/schema';
import { heardUpToNow } from '../../test/notices';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addStaff, staffSignIn } from '../admin/staff-fixtures';
import { call } from '../auth/auth-fixtures';
import { type Buyer, buyer, markDelivered, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from './product-fixtures';

// A shopper rates each product of an order that reached them, once; a product's average and count
// come from the visible ratings of such buyers only, and its page shows the latest with their words.
const database = useTestDatabase();
const app = useTestApp(database);

const MISSING = '00000000-0000-4000-8000-000000000000';

async function products2() {
  const { db } = database();
  const categoryId = await addCategory(db, 'Detergent');
  // Listed with figures no verified rating stands behind, and three seeded ratings: neither counts.
  const soap = await addProduct(db, { categoryId, productName: 'Neem soap', avgRating: 4.4, ratingCount: 120 });
  const powder = await addProduct(db, { categoryId, productName: 'Lemon powder', avgRating: 0 });
  await db.insert(productRatings).values([5, 5, 4].map((rating) => ({ productId: soap, rating, seeded: true })));
  return { soap, powder };
}

/** A shopper whose cash order of `productIds` has been placed, and delivered unless told otherwise. */
async function orderOf(who: Buyer, productIds: string[], delivered = true): Promise<string> {
  for (const productId of productIds) await who.fill(productId, 1);
  const placed = await placeOrder(app(), who);
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().data.notes.orderId as string;
  if (delivered) await markDelivered(database().db, orderId);
  return orderId;
}

const rate = (who: Buyer | null, productId: string, body: object) =>
  call(app(), 'POST', `/api/v1/product/${productId}/ratings`, body, who ? { headers: who.headers } : {});

const detail = async (productId: string) => (await call(app(), 'GET', `/api/v1/product/${productId}`)).json().data;

/**
 * The product page, checked to show `expected` once the app has heard of every change so far: on
 * PostgreSQL a change reaches the kept replies by a notice, which arrives a moment after the write.
 */
async function detailShowing(productId: string, expected: object) {
  await heardUpToNow(database());
  const page = await detail(productId);
  expect(page).toMatchObject(expected);
  return page;
}

async function desk(role: 'owner' | 'catalogue' | 'orders' | 'warehouse' | 'accounts' | 'releases') {
  await addStaff(database().db, role);
  const cookies = await staffSignIn(app(), `${role}@example.in`);
  return {
    list: (query = '') => call(app(), 'GET', `/api/admin/v1/ratings${query}`, undefined, { cookies }),
    update: (ratingId: string, body: object) => call(app(), 'PATCH', `/api/admin/v1/ratings/${ratingId}`, body, { cookies }),
  };
}

const auditOf = async (action: string) => (await database().db.query.operatorAudit.findMany()).filter((row) => row.action === action);

describe('rating a product of a delivered order', () => {
  it('stores the stars and words, answers the new average and count, and shows them on the product page', async () => {
    const { soap, powder } = await products2();
    const asha = await buyer(app(), database(), 'asha@example.in');
    const orderId = await orderOf(asha, [soap, powder]);
    // The page was read, and kept, before the rating: the rating drops what was kept, and the
    // figures the product was listed with give way to those of its verified ratings.
    expect(await detail(soap)).toMatchObject({ avgRating: 4.4, ratingCount: 120, ratings: [] });

    const reply = await rate(asha, soap, { orderId, stars: 4, text: '  Lathers well in hard water.  ' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      success: true,
      message: 'Thank you for rating this product.',
      data: {
        rating: { productId: soap, orderId, stars: 4, text: 'Lathers well in hard water.' },
        product: { avgRating: 4, ratingCount: 1 },
      },
    });

    const page = await detailShowing(soap, { avgRating: 4, ratingCount: 1 });
    expect(page.ratings).toEqual([
      { _id: expect.any(String), rating: 4, review: 'Lathers well in hard water.', shopperName: 'Asha', createdAt: expect.any(String) },
    ]);

    // Words are optional; nothing but spaces is no words.
    const plain = await rate(asha, powder, { orderId, stars: 2, text: '   ' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.rating.text).toBeNull();
    expect((await detailShowing(powder, { ratingCount: 1 })).ratings).toEqual([
      { _id: expect.any(String), rating: 2, shopperName: 'Asha', createdAt: expect.any(String) },
    ]);

    // The orders page knows which lines are rated, and with how many stars.
    const history = await call(app(), 'GET', '/api/v1/order/order-history', undefined, { headers: asha.headers });
    const lines = history.json().data[0].products as { product: { _id: string }; myRating: number | null }[];
    expect(Object.fromEntries(lines.map((line) => [line.product._id, line.myRating]))).toEqual({ [soap]: 4, [powder]: 2 });
  });

  it('counts only visible ratings of verified buyers: seeded rows never, and averages to one decimal', async () => {
    const { soap } = await products2();
    const stars = [5, 4, 4];
    for (const [n, star] of stars.entries()) {
      const who = await buyer(app(), database(), `shopper${n}@example.in`);
      const reply = await rate(who, soap, { orderId: await orderOf(who, [soap]), stars: star });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    const [row] = await database().db.select().from(products).where(eq(products.id, soap));
    // 13 / 3 = 4.33…; the three seeded fives are not counted.
    expect({ avgRating: row?.avgRating, ratingCount: row?.ratingCount }).toEqual({ avgRating: '4.3', ratingCount: 3 });
    expect((await detailShowing(soap, { ratingCount: 3 })).ratings).toHaveLength(3);
  });

  it('refuses each wrong call with its own message', async () => {
    const { soap, powder } = await products2();
    const asha = await buyer(app(), database(), 'asha@example.in');
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    const delivered = await orderOf(asha, [soap]);
    const placed = await orderOf(asha, [powder], false);

    const anonymous = await rate(null, soap, { orderId: delivered, stars: 5 });
    expect(anonymous.statusCode).toBe(401);

    const notYours = await rate(ravi, soap, { orderId: delivered, stars: 5 });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().message).toBe('We could not find that order among yours.');

    const notDelivered = await rate(asha, powder, { orderId: placed, stars: 5 });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json()).toMatchObject({
      errorCode: 'ORDER_NOT_DELIVERED',
      message: 'You can rate a product once its order has been delivered.',
    });
    // Still out for delivery, or cancelled: the same.
    await database().db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, placed));
    expect((await rate(asha, powder, { orderId: placed, stars: 5 })).statusCode).toBe(409);

    const notInOrder = await rate(asha, powder, { orderId: delivered, stars: 5 });
    expect(notInOrder.statusCode).toBe(400);
    expect(notInOrder.json()).toMatchObject({ errorCode: 'PRODUCT_NOT_IN_ORDER', message: 'That product is not in this order.' });

    const noProduct = await rate(asha, MISSING, { orderId: delivered, stars: 5 });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().message).toBe('Product not found');

    for (const stars of [0, 6, 3.5, '5', null]) {
      const bad = await rate(asha, soap, { orderId: delivered, stars });
      expect(bad.statusCode, `stars ${stars}`).toBe(400);
      expect(bad.body).toContain('Choose from 1 to 5 stars.');
    }
    const long = await rate(asha, soap, { orderId: delivered, stars: 5, text: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Please keep your words to 500 characters.');
    const badOrder = await rate(asha, soap, { orderId: 'order-1', stars: 5 });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.body).toContain('Choose the delivered order you bought it in.');

    // Nothing of the above was stored; exactly 500 characters is allowed.
    const first = await rate(asha, soap, { orderId: delivered, stars: 5, text: 'y'.repeat(500) });
    expect(first.statusCode, first.body).toBe(201);
    const again = await rate(asha, soap, { orderId: delivered, stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'ALREADY_RATED', message: 'You have already rated this product.' });

    // Once per product, whichever order it came in.
    const later = await orderOf(asha, [soap]);
    expect((await rate(asha, soap, { orderId: later, stars: 1 })).statusCode).toBe(409);
    await detailShowing(soap, { ratingCount: 1 });
  });

  it('stores one rating when the same rating is sent many times at once', async () => {
    const { soap } = await products2();
    const asha = await buyer(app(), database(), 'asha@example.in');
    const orderId = await orderOf(asha, [soap]);
    const replies = await Promise.all(Array.from({ length: 8 }, () => rate(asha, soap, { orderId, stars: 3 })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const stored = await database().db.select().from(productRatings).where(eq(productRatings.seeded, false));
    expect(stored).toHaveLength(1);
    await detailShowing(soap, { ratingCount: 1 });
  });

  it('counts every rating when many shoppers rate one product at once', async () => {
    const { soap } = await products2();
    const shoppers = await Promise.all(Array.from({ length: 6 }, (_, n) => buyer(app(), database(), `shopper${n}@example.in`)));
    const orderIds: string[] = [];
    for (const who of shoppers) orderIds.push(await orderOf(who, [soap]));
    const replies = await Promise.all(shoppers.map((who, n) => rate(who, soap, { orderId: orderIds[n], stars: n < 3 ? 5 : 2 })));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
    await detailShowing(soap, { avgRating: 3.5, ratingCount: 6 });
  });
});

describe('staff hiding a rating', () => {
  async function twoRatings() {
    const { soap } = await products2();
    const asha = await buyer(app(), database(), 'asha@example.in');
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    const rude = await rate(asha, soap, { orderId: await orderOf(asha, [soap]), stars: 1, text: 'Rude words here' });
    const kind = await rate(ravi, soap, { orderId: await orderOf(ravi, [soap]), stars: 4, text: 'Good value' });
    return { soap, rude: rude.json().data.rating._id as string, kind: kind.json().data.rating._id as string };
  }

  it('lists ratings newest first with product and shopper, hides one with a reason, counts again and audits', async () => {
    const { soap, rude, kind } = await twoRatings();
    const catalogue = await desk('catalogue');

    const list = await catalogue.list();
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    // Seeded rows are not listed: there is nothing to moderate in them.
    expect(list.json().data.ratings).toEqual([
      expect.objectContaining({
        id: kind,
        stars: 4,
        text: 'Good value',
        product: { id: soap, name: 'Neem soap' },
        hidden: null,
        version: 1,
      }),
      expect.objectContaining({ id: rude, stars: 1, shopper: { id: expect.any(String), name: 'Asha Patel' } }),
    ]);

    expect((await catalogue.update(rude, { hidden: true, version: 1 })).statusCode).toBe(400);
    const noReason = await catalogue.update(rude, { hidden: true, reason: '  ', version: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Please give a reason.');

    const hidden = await catalogue.update(rude, { hidden: true, reason: 'Abusive language', version: 1 });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({
      rating: { id: rude, version: 2, hidden: { reason: 'Abusive language', by: 'The catalogue desk' } },
      product: { avgRating: 4, ratingCount: 1 },
    });
    const page = await detailShowing(soap, { avgRating: 4, ratingCount: 1 });
    expect(page.ratings.map((rating: { review: string }) => rating.review)).toEqual(['Good value']);

    const [audit] = await auditOf('rating.hide');
    expect(audit).toMatchObject({
      target: rude,
      reason: 'Abusive language',
      outcome: 'done',
      before: expect.objectContaining({ hidden: false }),
      after: expect.objectContaining({ hidden: true, avgRating: 4, ratingCount: 1 }),
    });

    // A copy read before the change is refused, and nothing changes.
    const stale = await catalogue.update(rude, { hidden: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'CHANGED_MEANWHILE', data: { version: 2, hidden: true } });

    expect((await catalogue.list('?hidden=true')).json().data.ratings.map((row: { id: string }) => row.id)).toEqual([rude]);
    expect((await catalogue.list('?hidden=false')).json().data.ratings.map((row: { id: string }) => row.id)).toEqual([kind]);
    expect((await catalogue.list('?hidden=maybe')).statusCode).toBe(400);

    const shown = await catalogue.update(rude, { hidden: false, version: 2 });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ rating: { hidden: null, version: 3 }, product: { avgRating: 2.5, ratingCount: 2 } });
    expect(await auditOf('rating.show')).toHaveLength(1);
    expect((await detailShowing(soap, { ratingCount: 2 })).ratings).toHaveLength(2);

    expect((await catalogue.update(MISSING, { hidden: true, reason: 'Spam link', version: 1 })).statusCode).toBe(404);
  });

  it('is for the catalogue desk and the owner only; others are refused and the refusal audited', async () => {
    const { rude } = await twoRatings();
    const owner = await desk('owner');
    expect((await owner.list()).statusCode).toBe(200);
    expect((await owner.update(rude, { hidden: true, reason: 'Abusive language', version: 1 })).statusCode).toBe(200);
    for (const role of ['orders', 'warehouse', 'accounts', 'releases'] as const) {
      const other = await desk(role);
      expect((await other.list()).statusCode, role).toBe(403);
      expect((await other.update(rude, { hidden: false, version: 2 })).statusCode, role).toBe(403);
    }
    const refused = (await database().db.query.operatorAudit.findMany()).filter((row) => row.outcome === 'refused');
    expect(refused.length).toBeGreaterThanOrEqual(8);
    expect((await call(app(), 'GET', '/api/admin/v1/ratings')).statusCode).toBe(401);
  });
});

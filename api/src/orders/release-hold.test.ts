import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, orderLines, orders, products } from '../db/schema';
import { addUser } from '../routes/auth/auth-fixtures';
import { addCategory, addProduct } from '../routes/product/product-fixtures';
import { useTestDatabase } from '../test/test-database';
import { releaseExpiredHolds } from './release-hold';

const database = useTestDatabase();
const db = () => database().db;

describe('releasing expired holds', () => {
  it('gives each hold back once when several sweeps run at the same time', async () => {
    const soap = await addProduct(db(), { categoryId: await addCategory(db(), 'Soap'), stock: 0, salesCount: 100 });
    await db().insert(coupons).values({ offerName: 'Offer', couponCode: 'HOLD', kind: 'flat', flatAmount: '10', usedCount: 50 });
    for (let n = 0; n < 20; n += 1) {
      const user = await addUser(db(), { email: `held${n}@example.in`, isAlreadyCouponUsed: true });
      const [order] = await db()
        .insert(orders)
        .values({
          userId: user.id,
          idempotencyKey: randomUUID(),
          status: 'pending_payment',
          paymentType: 'online',
          provider: 'sandbox',
          couponCode: 'HOLD',
          holdExpiresAt: new Date(Date.now() - 1000),
        })
        .returning({ id: orders.id });
      await db()
        .insert(orderLines)
        .values({ orderId: order?.id ?? '', productId: soap, productName: 'Soap', price: '100', quantity: 1 });
    }

    const released = await Promise.all(Array.from({ length: 4 }, () => releaseExpiredHolds(db())));
    expect(released.reduce((total, n) => total + n, 0)).toBe(20);
    expect((await db().select().from(products).where(eq(products.id, soap)))[0]).toMatchObject({ stock: 20, salesCount: 80 });
    expect((await db().select().from(coupons))[0]?.usedCount).toBe(30);
    expect((await db().select().from(orders).where(eq(orders.status, 'expired'))).length).toBe(20);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database';
import { coupons } from '../schema';
import { FREE_DISH_PRODUCT } from './coupons';
import { seedDatabase } from './index';

const database = useTestDatabase();

describe('sample offers', () => {
  it('come with the demo data: every kind, one for wholesalers, one expired, the free bar from the catalogue', async () => {
    const { db } = database();
    const now = new Date('2026-11-22T08:00:00Z');
    expect(await seedDatabase(db, { now, demoAccounts: true })).toContain('coupons');
    const rows = await db.select().from(coupons);
    const byCode = new Map(rows.map((row) => [row.couponCode, row]));
    expect([...byCode.keys()].sort()).toEqual(['BULK15', 'DIWALI20', 'FLAT100', 'FREEDISH', 'WELCOME10']);
    expect(byCode.get('WELCOME10')).toMatchObject({ kind: 'percent', maxDiscount: '100.00' });
    expect(byCode.get('FLAT100')).toMatchObject({ kind: 'flat', minCartValue: '799.00' });
    expect(byCode.get('BULK15')).toMatchObject({ userType: 'wholesaler' });
    expect(byCode.get('DIWALI20')?.expiresAt?.getTime()).toBeLessThan(now.getTime());
    const free = byCode.get('FREEDISH');
    expect(free?.kind).toBe('free-product');
    const [product] = await db.query.products.findMany({ where: (p, { eq }) => eq(p.id, free?.freeProductId ?? '') });
    expect(product?.productName).toBe(FREE_DISH_PRODUCT);
  });

  it('are left out without demo data, and not added twice', async () => {
    const { db } = database();
    expect(await seedDatabase(db)).not.toContain('coupons');
    expect(await db.select().from(coupons)).toEqual([]);
    await seedDatabase(db, { offers: true });
    expect(await seedDatabase(db, { offers: true })).not.toContain('coupons');
    expect(await db.select().from(coupons)).toHaveLength(5);
  });
});

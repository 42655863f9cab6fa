import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password';
import { useTestDatabase } from '../../test/test-database';
import { users } from '../schema';
import { DEMO_RETAILER, DEMO_WHOLESALER } from './demo-accounts';
import { seedDatabase } from './index';

const database = useTestDatabase();

describe('demo accounts', () => {
  it('are seeded only when asked: a verified retailer and a wholesaler who still has to complete the profile', async () => {
    const { db } = database();
    expect(await seedDatabase(db)).not.toContain('users');
    expect(await db.select().from(users)).toEqual([]);

    expect(await seedDatabase(db, { demoAccounts: true })).toEqual(['users', 'coupons']);
    const rows = await db.select().from(users);
    const retailer = rows.find((row) => row.email === DEMO_RETAILER.email);
    const wholesaler = rows.find((row) => row.email === DEMO_WHOLESALER.email);
    expect(retailer).toMatchObject({ accountType: 'retailer', phoneNumber: DEMO_RETAILER.phoneNumber });
    expect(wholesaler).toMatchObject({ accountType: 'wholesaler', phoneNumber: '' });
    for (const [row, password] of [
      [retailer, DEMO_RETAILER.password],
      [wholesaler, DEMO_WHOLESALER.password],
    ] as const) {
      expect(row?.verifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(row?.passwordHash, password)).toBe(true);
    }
  });

  it('are not added twice', async () => {
    const { db } = database();
    await seedDatabase(db, { demoAccounts: true });
    expect(await seedDatabase(db, { demoAccounts: true })).toEqual([]);
    expect(await db.select().from(users)).toHaveLength(2);
  });
});

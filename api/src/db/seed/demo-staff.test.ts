import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password';
import { useTestDatabase } from '../../test/test-database';
import { staffMembers } from '../schema';
import { seedDatabase } from '.';
import { DEMO_STAFF_PASSWORD } from './demo-staff';

const database = useTestDatabase();

describe('the seeded staff accounts', () => {
  it('are one per role, active, with the documented password, added once', async () => {
    const { db } = database();
    expect(await seedDatabase(db, { demoStaff: true })).toContain('staff');
    const rows = await db.select().from(staffMembers);
    expect(rows.map((row) => `${row.role}:${row.email}`).sort()).toEqual([
      'accounts:accounts@example.in',
      'catalogue:catalogue@example.in',
      'orders:orders@example.in',
      'owner:owner@example.in',
      'releases:releases@example.in',
      'warehouse:warehouse@example.in',
    ]);
    expect(rows.every((row) => row.state === 'active' && row.totpExempt)).toBe(true);
    expect(await verifyPassword(rows[0]?.passwordHash ?? undefined, DEMO_STAFF_PASSWORD)).toBe(true);
    expect(await seedDatabase(db, { demoStaff: true })).not.toContain('staff');
  });
});

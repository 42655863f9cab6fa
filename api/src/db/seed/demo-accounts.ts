import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { AppDb } from '../client';
import { users } from '../schema';

/** A retail shopper to sign in with on a development or browser-test server. */
export const DEMO_RETAILER = {
  fullName: 'Priya Shah',
  email: 'retailer@example.in',
  password: 'Retail@123',
  phoneNumber: '9824012345',
  accountType: 'retailer',
} as const;

/**
 * A wholesaler. Its phone number is empty, so signing in leads to the
 * complete-your-profile page and from there to the wholesaler inquiry page.
 */
export const DEMO_WHOLESALER = {
  fullName: 'Mehul Traders',
  email: 'wholesaler@example.in',
  password: 'Wholesale@123',
  phoneNumber: '',
  accountType: 'wholesaler',
} as const;

export const DEMO_ACCOUNTS = [DEMO_RETAILER, DEMO_WHOLESALER] as const;

/**
 * Adds each demo account whose address is free, already verified. Never called in production.
 * Returns how many were added.
 */
export async function seedDemoAccounts(db: AppDb, now = new Date()): Promise<number> {
  let added = 0;
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${account.email}`);
    if (taken) continue;
    await db.insert(users).values({ ...account, passwordHash: await hashPassword(password), verifiedAt: now });
    added += 1;
  }
  return added;
}

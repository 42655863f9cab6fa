import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password';
import type { AppDb } from '../../db/client';
import { type STAFF_ROLES, staffMembers } from '../../db/schema';
import { call, cookiesOf } from '../auth/auth-fixtures';

export const STAFF_PASSWORD = 'Staff@123';

/** Adds an active staff member; `totpExempt` as the seeded accounts have it unless told otherwise. */
export async function addStaff(
  db: AppDb,
  role: (typeof STAFF_ROLES)[number],
  overrides: Partial<typeof staffMembers.$inferInsert> = {},
): Promise<typeof staffMembers.$inferSelect> {
  const [row] = await db
    .insert(staffMembers)
    .values({
      email: `${role}@example.in`,
      name: `The ${role} desk`,
      role,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      state: 'active',
      totpExempt: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('staff member not added');
  return row;
}

/** Signs a staff member in (no second factor needed) and answers the session cookie. */
export async function staffSignIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const response = await call(app, 'POST', '/api/admin/v1/auth/login', { email, password: STAFF_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`staff sign-in answered ${response.statusCode}: ${response.body}`);
  return { staffSession: cookiesOf(response).staffSession ?? '' };
}

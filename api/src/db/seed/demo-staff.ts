import { hashPassword } from '../../auth/password';
import type { AppDb } from '../client';
import { type STAFF_ROLES, staffMembers } from '../schema';

/** Every seeded staff account signs in with this password (README: "Staff accounts"). */
export const DEMO_STAFF_PASSWORD = 'Staff@123';

/** One account per role, for a shop outside production; none needs a second factor. */
export const DEMO_STAFF: ReadonlyArray<{ email: string; name: string; role: (typeof STAFF_ROLES)[number] }> = [
  { email: 'owner@example.in', name: 'Ujjwal Patel', role: 'owner' },
  { email: 'orders@example.in', name: 'Kavya Desai', role: 'orders' },
  { email: 'warehouse@example.in', name: 'Ravi Solanki', role: 'warehouse' },
  { email: 'catalogue@example.in', name: 'Nisha Mehta', role: 'catalogue' },
  { email: 'accounts@example.in', name: 'Hitesh Shah', role: 'accounts' },
  { email: 'releases@example.in', name: 'Arjun Rao', role: 'releases' },
];

/** Adds each seeded staff account whose address is free. Never called in production. Returns how many were added. */
export async function seedDemoStaff(db: AppDb): Promise<number> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const added = await db
    .insert(staffMembers)
    .values(DEMO_STAFF.map((member) => ({ ...member, passwordHash, state: 'active' as const, totpExempt: true })))
    .onConflictDoNothing({ target: staffMembers.email })
    .returning({ id: staffMembers.id });
  return added.length;
}

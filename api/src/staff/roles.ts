import type { STAFF_ROLES } from '../db/schema';

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every permission a staff call can need: `resource:action`. */
export const PERMISSIONS = [
  'orders:read',
  'payments:read',
  'orders:confirm',
  'orders:cancel',
  'orders:note',
  'orders:mail',
  'orders:pack',
  'orders:ship',
  'orders:deliver',
  'orders:rto',
  'orders:print',
  'refunds:create',
  'creditNotes:read',
  'invoices:register',
  'catalogue:write',
  'stock:write',
  'inquiries:answer',
  'releases:write',
  'staff:manage',
  'settings:manage',
  'audit:read',
  'deletions:process',
  'dashboard:read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * What each role may do, checked on the server for every staff call; the back office only hides
 * what a role cannot do. The warehouse reads orders without their payment details.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  orders: ['orders:read', 'payments:read', 'orders:confirm', 'orders:cancel', 'orders:note', 'orders:mail', 'inquiries:answer'],
  warehouse: ['orders:read', 'orders:pack', 'orders:ship', 'orders:deliver', 'orders:rto', 'orders:print', 'stock:write'],
  catalogue: ['catalogue:write', 'stock:write'],
  accounts: ['orders:read', 'payments:read', 'refunds:create', 'creditNotes:read', 'invoices:register'],
  releases: ['releases:write'],
};

/** The words a role goes by in the back office and in mails. */
export const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  orders: 'Order desk',
  warehouse: 'Warehouse',
  catalogue: 'Catalogue & marketing',
  accounts: 'Accounts',
  releases: 'Release engineer',
};

/** Whether a role holds a permission. */
export function roleAllows(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../db/schema';
import { PERMISSIONS, roleAllows } from './roles';

describe('staff roles', () => {
  it('give the owner every permission and nobody else staff management', () => {
    for (const permission of PERMISSIONS) expect(roleAllows('owner', permission)).toBe(true);
    for (const role of STAFF_ROLES.filter((name) => name !== 'owner')) expect(roleAllows(role, 'staff:manage')).toBe(false);
  });

  it('keep payment details from the warehouse and refunds from the order desk', () => {
    expect(roleAllows('warehouse', 'orders:ship')).toBe(true);
    expect(roleAllows('warehouse', 'payments:read')).toBe(false);
    expect(roleAllows('warehouse', 'refunds:create')).toBe(false);
    expect(roleAllows('orders', 'orders:confirm')).toBe(true);
    expect(roleAllows('orders', 'refunds:create')).toBe(false);
    expect(roleAllows('accounts', 'refunds:create')).toBe(true);
    expect(roleAllows('releases', 'orders:read')).toBe(false);
  });
});

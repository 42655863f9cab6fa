import type { StaffListEntry, StaffRoleCode } from '@shop/shared/contracts';

/** The words each role goes by, as the API names them in `me` and in mails. */
export const ROLE_WORDS: Record<StaffRoleCode, string> = {
  owner: 'Owner',
  orders: 'Order desk',
  warehouse: 'Warehouse',
  catalogue: 'Catalogue & marketing',
  accounts: 'Accounts',
  releases: 'Release engineer',
};

export const ROLE_OPTIONS = Object.entries(ROLE_WORDS).map(([value, label]) => ({ value, label }));

export const STATE_WORDS: Record<StaffListEntry['state'], string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

/** What the owner can do to a member: a new role, or switching the account off or on again. */
export type StaffChangeKind = 'role' | 'disable' | 'enable';

/** Disabling an invitee stops their link; enabling is for a disabled account. */
export function stateChangeOf(member: Pick<StaffListEntry, 'state'>): StaffChangeKind {
  return member.state === 'disabled' ? 'enable' : 'disable';
}

export const CHANGE_LABELS: Record<StaffChangeKind, string> = {
  role: 'Change Role',
  disable: 'Disable',
  enable: 'Enable',
};

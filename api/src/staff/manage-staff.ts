import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../http/app-error';
import type { StaffListRow, StaffMemberRow } from '../repositories/staff-repository';
import { staffAccountView } from './invites';
import { ROLE_NAMES, type StaffRole } from './roles';

export const STAFF_NOT_FOUND = 'No staff member has this id.';
export const OWN_ACCOUNT = 'You cannot disable your own account or give up your own owner role; another owner can.';
export const LAST_OWNER = 'The shop must keep at least one active owner: make another member an owner first.';
export const NOT_ACCEPTED = 'This member has not accepted the invitation yet, so there is nothing to enable.';

/** A member as the owner's staff list shows them. */
export function staffListEntry(member: StaffListRow) {
  return { ...staffAccountView(member), lastSignInAt: member.lastSignInAt };
}

/** One member as the staff list shows them, as they now stand. */
export async function staffListEntryOf(app: FastifyInstance, staffId: string) {
  const member = (await app.repositories.staff.list()).find((row) => row.id === staffId);
  if (!member) throw notFound(STAFF_NOT_FOUND);
  return staffListEntry(member);
}

/**
 * An owner's change of a member's role or state. An owner never disables or demotes themselves
 * (409), and the shop never loses its last active owner (409, decided under lock by the
 * repository). A disabled member who never set a password goes back to waiting for their
 * invitation, not to active. Disabling ends every session of the member at once.
 */
export async function changeStaffMember(
  app: FastifyInstance,
  actor: { id: string },
  staffId: string,
  change: { role?: StaffRole; state?: 'active' | 'disabled' },
): Promise<{ before: StaffMemberRow; after: StaffMemberRow }> {
  const member = await app.repositories.staff.findById(staffId);
  if (!member) throw notFound(STAFF_NOT_FOUND);
  const demoted = change.role !== undefined && change.role !== member.role;
  if (member.id === actor.id && (demoted || change.state === 'disabled')) throw new AppError(409, 'OWN_ACCOUNT', OWN_ACCOUNT);
  if (change.state === 'active' && member.state === 'invited') throw new AppError(409, 'NOT_ACCEPTED', NOT_ACCEPTED);
  const state = change.state === 'active' && member.passwordHash === null ? 'invited' : change.state;
  const outcome = await app.repositories.staff.change(staffId, { role: change.role, state }, new Date());
  if (outcome === 'not-found') throw notFound(STAFF_NOT_FOUND);
  if (outcome === 'last-owner') throw new AppError(409, 'LAST_OWNER', LAST_OWNER);
  return outcome;
}

const STATE_WORDS: Record<StaffMemberRow['state'], string> = {
  active: 'enabled',
  disabled: 'disabled',
  invited: 'waiting for their invitation again',
};

/** What a change did, in a sentence for the owner: "Meera is now Warehouse and disabled." */
export function changeSentence(before: StaffMemberRow, after: StaffMemberRow): string {
  const parts = [
    ...(after.role !== before.role ? [`now ${ROLE_NAMES[after.role]}`] : []),
    ...(after.state !== before.state ? [STATE_WORDS[after.state]] : []),
  ];
  return parts.length > 0 ? `${after.name} is ${parts.join(' and ')}.` : `Nothing changed for ${after.name}.`;
}

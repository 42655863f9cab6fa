import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';
import { STAFF_ROLE_CODES, staffAccountSchema, type staffInviteBody } from './staff';

/** A member in the owner's staff list: the account, and when they last signed in (null: never, or before sign-ins were kept). */
export const staffListEntrySchema = staffAccountSchema.extend({ lastSignInAt: isoDateTime.nullable() });
/** A member as the back office receives them (times as ISO text). */
export type StaffListEntry = z.input<typeof staffListEntrySchema>;

/** GET admin/v1/staff: every account, oldest first. */
export const staffListReplySchema = successReply(z.array(staffListEntrySchema));

/** POST admin/v1/staff as a form sends it. */
export type StaffInviteBody = z.infer<typeof staffInviteBody>;
/** A role's code: 'owner', 'orders' … */
export type StaffRoleCode = (typeof STAFF_ROLE_CODES)[number];

export const staffParams = z.object({ staffId: z.string().min(1).max(100) });

/**
 * PATCH admin/v1/staff/:staffId: a new role, or the account disabled or enabled again, and why
 * (kept in the audit log).
 */
export const staffChangeBody = z
  .object({
    role: z.enum(STAFF_ROLE_CODES, { error: 'Choose a role.' }).optional(),
    state: z.enum(['active', 'disabled'], { error: 'must be active or disabled' }).optional(),
    reason: z.string().trim().min(3, 'Please give a reason.').max(500, 'must be at most 500 characters'),
  })
  .refine((body) => body.role !== undefined || body.state !== undefined, { message: 'Choose a new role or state.', path: ['role'] });
export type StaffChangeBody = z.infer<typeof staffChangeBody>;

/** The member as they now stand. */
export const staffChangedReplySchema = successReply(staffListEntrySchema);

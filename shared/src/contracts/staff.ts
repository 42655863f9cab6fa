import { z } from 'zod';
import { successReply } from './api-envelope';
import { operatorAuditEntrySchema, operatorAuditQuery } from './operator';

/** POST admin/v1/auth/login. `code` is the authenticator's six digits, once asked for. */
export const staffLoginBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .email('Enter a valid e-mail address.'),
  password: z.string().min(1, 'Enter your password.').max(200, 'That password is too long.'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the six digits your authenticator app shows.')
    .optional(),
});

/** Who is signed in to the back office, with what the role allows (the back office hides the rest). */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  roleName: z.string(),
  permissions: z.array(z.string()),
});

/**
 * The sign-in's answer: signed in; or a code is needed; or, at the first sign-in, the secret to
 * add to an authenticator app (then sign in again with its first code).
 */
export const staffLoginReplySchema = successReply(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('signed-in'), staff: staffMemberSchema }),
    z.object({ status: z.literal('code-required') }),
    z.object({ status: z.literal('enrol'), secret: z.string(), otpauthUrl: z.string() }),
  ]),
);

/** GET admin/v1/me */
export const staffMeReplySchema = successReply(staffMemberSchema);
export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffLoginAnswer = z.infer<typeof staffLoginReplySchema>['data'];
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

/** POST admin/v1/auth/logout-everywhere: how many sessions ended. */
export const staffLogoutEverywhereReplySchema = successReply(z.object({ ended: z.number().int() }));

/** One row of the audit log as the owner reads it: an operator token's or a staff member's action. */
export const staffAuditEntrySchema = operatorAuditEntrySchema.extend({
  actorKind: z.enum(['token', 'staff']),
  staffId: z.string().nullable(),
  reason: z.string().nullable(),
  outcome: z.enum(['done', 'refused']),
});

/** GET admin/v1/audit?limit= (newest first): the same paging as the operators' audit. */
export const staffAuditQuery = operatorAuditQuery;
export const staffAuditReplySchema = successReply(z.array(staffAuditEntrySchema));
/** An audit row as the back office receives it (times as ISO text). */
export type StaffAuditEntry = z.input<typeof staffAuditEntrySchema>;

const STAFF_PASSWORD_RULE = 'Use at least 8 characters, with an upper-case and a lower-case letter, a digit and one of @$!%*?&.';
const STRONG_STAFF_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,200}$/;

/** The roles a staff member can have (the back office names them: Owner, Order desk …). */
export const STAFF_ROLE_CODES = ['owner', 'orders', 'warehouse', 'catalogue', 'accounts', 'releases'] as const;

/** POST admin/v1/staff: an owner invites someone by e-mail, with a role. */
export const staffInviteBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter an e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .email('Enter a valid e-mail address.'),
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.'),
  role: z.enum(STAFF_ROLE_CODES, { error: 'Choose a role.' }),
});

/** POST admin/v1/auth/accept-invite: the invitation link's token and the new password. */
export const acceptStaffInviteBody = z.object({
  token: z.string().min(20, 'This invitation link is not complete.').max(200, 'This invitation link is not right.'),
  password: z.string().regex(STRONG_STAFF_PASSWORD, STAFF_PASSWORD_RULE),
});

/** A staff account as the owner sees it in the staff list. */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_CODES),
  state: z.enum(['invited', 'active', 'disabled']),
  secondFactor: z.boolean(),
});

/** POST admin/v1/staff (and the operators' create-owner): the account, and where the invitation was sent. */
export const staffInvitedReplySchema = successReply(z.object({ staff: staffAccountSchema, inviteUrl: z.string().optional() }));

/** POST operator/staff/owner: the first owner of a shop, made with an admin operator token. */
export const createOwnerBody = staffInviteBody.omit({ role: true });

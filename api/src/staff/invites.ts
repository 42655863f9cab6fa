import { randomBytes, randomUUID } from 'node:crypto';
import { company } from '@shop/shared/company';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/password';
import { AppError } from '../http/app-error';
import type { MailMessage } from '../mail/mailer';
import { writtenMail } from '../mail/render-mail';
import { hashTokenSecretText } from '../operators/secrets';
import type { StaffMemberRow } from '../repositories/staff-repository';
import { ROLE_NAMES, type StaffRole } from './roles';

/** An invitation link works for three days, once. */
export const INVITE_TTL_MS = 72 * 60 * 60_000;
export const INVITE_USED = 'This invitation link has expired or was used already. Ask an owner for a new one.';

function inviteMail(member: StaffMemberRow, url: string): MailMessage {
  const text = [
    `Hello ${member.name},`,
    '',
    `You are invited to the ${company.name} back office as ${ROLE_NAMES[member.role]}.`,
    `Set your password here (the link works for 3 days, once): ${url}`,
    '',
    'At your first sign-in you add the back office to an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password …).',
    '',
    company.name,
  ].join('\n');
  return { to: member.email, subject: `Your ${company.name} back-office account`, text };
}

/** The account as the owner's staff list shows it. */
export function staffAccountView(member: StaffMemberRow) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    state: member.state,
    secondFactor: member.totpEnrolledAt !== null,
  };
}

/**
 * Adds an invited account and mails its one-use link; 409 when the address has an account. The
 * link is answered too, for the operator's command that makes the first owner.
 */
export async function inviteStaff(
  app: FastifyInstance,
  invite: { email: string; name: string; role: StaffRole; invitedBy: string | null },
): Promise<{ member: StaffMemberRow; inviteUrl: string }> {
  const member = await app.repositories.staff.create({ ...invite, state: 'invited' });
  if (!member) throw new AppError(409, 'STAFF_EXISTS', `${invite.email.trim().toLowerCase()} already has a back-office account.`);
  const secret = randomBytes(32).toString('base64url');
  await app.repositories.staff.createInvite({
    staffId: member.id,
    secretHash: hashTokenSecretText(secret),
    expiresAt: new Date(Date.now() + INVITE_TTL_MS),
  });
  const inviteUrl = `${app.config.backofficeOrigin}/accept-invite?token=${secret}`;
  await app.mailQueue.add([writtenMail(inviteMail(member, inviteUrl), `invite:${member.id}:${randomUUID()}`)]);
  return { member, inviteUrl };
}

/** Sets the password of an invited account from its link; 400 for a link unknown, used or expired. */
export async function acceptStaffInvite(app: FastifyInstance, token: string, password: string): Promise<StaffMemberRow> {
  const member = await app.repositories.staff.acceptInvite(hashTokenSecretText(token), await hashPassword(password), new Date());
  if (!member) throw new AppError(400, 'INVITE_USED', INVITE_USED);
  return member;
}

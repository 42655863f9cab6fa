import { company } from '@shop/shared/company';
import type { MailMessage, SentMail } from '../mail/mailer';
import type { OtpPurpose } from './codes';

const SUBJECTS: Record<OtpPurpose, string> = {
  signup: `Your ${company.name} sign-up code`,
  login: `Your ${company.name} sign-in code`,
  reset: `Your ${company.name} password reset code`,
};

const ERRANDS: Record<OtpPurpose, string> = {
  signup: 'finish signing up at',
  login: 'sign in to',
  reset: 'reset your password at',
};

/** The mail carrying a one-time code: plain text, naming the shop, the code and how long it works. */
export function codeMail(purpose: OtpPurpose, to: string, code: string, fullName?: string): MailMessage {
  const greeting = fullName ? `Hello ${fullName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Your code to ${ERRANDS[purpose]} ${company.name} is ${code}.`,
    '',
    'It works for 10 minutes and only once. If you did not ask for it, you can ignore this mail; nothing changes without the code.',
    '',
    `Thank you,`,
    company.name,
    `${company.email} · ${company.phone}`,
  ].join('\n');
  return { to, subject: SUBJECTS[purpose], text };
}

/** The code and purpose of a code mail, or undefined for any other mail (development endpoint). */
export function readCodeMail(mail: Pick<SentMail, 'subject' | 'text'>): { otp: string; purpose: OtpPurpose } | undefined {
  const purpose = (Object.keys(SUBJECTS) as OtpPurpose[]).find((key) => SUBJECTS[key] === mail.subject);
  const otp = /\bis (\d{6})\.$/m.exec(mail.text)?.[1];
  return purpose && otp ? { otp, purpose } : undefined;
}

/**
 * To the owner of an address someone tried to sign up with: the sign-up answers as for a new
 * address, so only the owner learns of it, and is told how to get in if it was them.
 */
export function signupAttemptMail(to: string, fullName: string): MailMessage {
  const text = [
    `Hello ${fullName},`,
    '',
    `Someone tried to sign up at ${company.name} with this e-mail address, which already has an account. No new account was made and nothing changed.`,
    '',
    'If it was you, sign in instead; if you forgot your password, use Forgot Password on the sign-in page. If it was not you, you can ignore this mail.',
    '',
    `Thank you,`,
    company.name,
    `${company.email} · ${company.phone}`,
  ].join('\n');
  return { to, subject: `Someone tried to sign up at ${company.name} with your e-mail`, text };
}

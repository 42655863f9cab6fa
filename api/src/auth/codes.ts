import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How long a mailed code works. */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong tries a code survives; the next wrong try kills it. */
export const OTP_MAX_WRONG_TRIES = 5;
/** How soon another code for the same address and purpose may be asked for. */
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;

/** What a code was sent for. Sign-up and code sign-in codes are both checked by signup/verify. */
export type OtpPurpose = 'signup' | 'login' | 'reset';

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** `<salt>:<sha-256 of salt and code>`; a per-row salt keeps equal codes from having equal hashes. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code)}`;
}

/** Whether `code` is the one behind `stored`, compared in constant time. */
export function codeMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  return safeEqual(digest(salt, code), expected);
}

/** Constant-time equality of two strings (false when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function digest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

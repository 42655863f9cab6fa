import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps.
const PERIOD_SECONDS = 30;
const ISSUER = 'Ujjwal Home Care back office';

const totpFor = (secret: string, email = '') =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** A new random secret (160 bits), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app scans or takes pasted. */
export function totpAddress(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The code of a secret at a time: for tests and the seeded accounts' documentation. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totpFor(secret).generate({ timestamp: at });
}

/**
 * The time step a code belongs to, allowing one step of clock drift either way, or null when the
 * code is wrong or its step is not after `lastStep` (a code is accepted once).
 */
export function acceptedTotpStep(secret: string, code: string, lastStep: number | null, at: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

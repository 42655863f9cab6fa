import { createHash, randomBytes } from 'node:crypto';

/** Marks a secret as a shop operator token, so a leaked one is recognised (and secret scanners can match it). */
export const TOKEN_PREFIX = 'shop_op_';

/** A new token secret: the prefix and 256 random bits. */
export function newTokenSecret(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * What is stored of a secret. The secret is 256 random bits, so a fast hash is enough: a slow one
 * protects guessable passwords, and nothing here can be guessed.
 */
export function hashTokenSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** The same digest as text, for the tables that keep it in a text column (staff sessions and invites). */
export function hashTokenSecretText(secret: string): string {
  return hashTokenSecret(secret).toString('base64url');
}

/** The digest algorithms the server may name for the change-password header. */
export const RESET_TOKEN_ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512'] as const;

/** One of the algorithms a forgot-password reply may name. */
export type ResetTokenAlgorithm = (typeof RESET_TOKEN_ALGORITHMS)[number];

/** The header that carries the token on the change-password call. */
export const RESET_TOKEN_HEADER = 'X-Otp-Token';

/** True when `name` is an algorithm this code can compute. */
export function isResetTokenAlgorithm(name: string): name is ResetTokenAlgorithm {
  return (RESET_TOKEN_ALGORITHMS as readonly string[]).includes(name);
}

/**
 * The change-password header token: the hex digest of `<lower-cased e-mail>:<code>` with the
 * algorithm the forgot-password reply named. The browser and the API both call this one function.
 */
export async function resetToken(algoName: string, email: string, otp: string): Promise<string> {
  if (!isResetTokenAlgorithm(algoName)) throw new Error(`Unknown reset token algorithm: ${algoName}`);
  const input = new TextEncoder().encode(`${email.trim().toLowerCase()}:${otp}`);
  const digest = await globalThis.crypto.subtle.digest(algoName, input);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

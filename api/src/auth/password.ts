import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane).

/** A slow, salted argon2id hash of a password, in the PHC string format. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when an address is unknown, so a wrong address costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash it still spends the time of one check, then says no. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a crash.
    return false;
  }
}

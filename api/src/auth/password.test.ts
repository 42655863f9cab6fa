import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores an argon2id hash that is salted and never the password', async () => {
    const first = await hashPassword('Secret@123');
    const second = await hashPassword('Secret@123');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toContain('Secret@123');
    expect(first).not.toBe(second);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secret@123');
    expect(await verifyPassword(stored, 'Secret@123')).toBe(true);
    expect(await verifyPassword(stored, 'secret@123')).toBe(false);
  });

  it('says no without a hash and for a malformed one', async () => {
    expect(await verifyPassword(undefined, 'Secret@123')).toBe(false);
    expect(await verifyPassword('plain-text', 'plain-text')).toBe(false);
  });
});

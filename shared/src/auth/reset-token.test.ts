import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isResetTokenAlgorithm, resetToken } from './reset-token';

describe('resetToken', () => {
  it('is the hex digest of the lower-cased e-mail and the code with the named algorithm', async () => {
    const expected = createHash('sha384').update('asha@example.in:123456').digest('hex');
    await expect(resetToken('SHA-384', ' Asha@Example.in ', '123456')).resolves.toBe(expected);
  });

  it('differs by algorithm and by code', async () => {
    const a = await resetToken('SHA-256', 'asha@example.in', '123456');
    expect(a).toHaveLength(64);
    expect(await resetToken('SHA-512', 'asha@example.in', '123456')).not.toBe(a);
    expect(await resetToken('SHA-256', 'asha@example.in', '123457')).not.toBe(a);
  });

  it('refuses an algorithm it does not know', async () => {
    expect(isResetTokenAlgorithm('MD5')).toBe(false);
    await expect(resetToken('MD5', 'asha@example.in', '123456')).rejects.toThrow('Unknown reset token algorithm: MD5');
  });
});

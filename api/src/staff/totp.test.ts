import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, totpAddress, totpCode } from './totp';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 26, 10, 0, 15);

  it('accepts the current code and one step of drift, and nothing older', () => {
    expect(acceptedTotpStep(secret, totpCode(secret, now), null, now)).toBe(Math.floor(now / 30_000));
    expect(acceptedTotpStep(secret, totpCode(secret, now - 30_000), null, now)).not.toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, now - 90_000), null, now)).toBeNull();
    expect(acceptedTotpStep(secret, '12345', null, now)).toBeNull();
    expect(acceptedTotpStep(secret, 'abcdef', null, now)).toBeNull();
  });

  it('accepts a code once', () => {
    const step = acceptedTotpStep(secret, totpCode(secret, now), null, now);
    expect(acceptedTotpStep(secret, totpCode(secret, now), step, now)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, now + 30_000), step, now + 30_000)).toBe((step ?? 0) + 1);
  });

  it('gives an address authenticator apps read', () => {
    expect(totpAddress(secret, 'owner@example.in')).toMatch(/^otpauth:\/\/totp\/.*owner%40example\.in\?.*secret=[A-Z2-7]+/);
  });
});

import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './new-password-form';

const ticket = { email: 'asha@example.in', otp: '123456', algoName: 'SHA-256' };
const WEAK =
  'Password must be at least 6 characters long, contain an uppercase letter, a lowercase letter, a number, and a special character.';

describe('checkNewPassword', () => {
  it('passes a strong password typed twice', () => {
    expect(checkNewPassword({ newPassword: 'Secret@1', confirmPassword: 'Secret@1' }, ticket)).toEqual({ errors: {} });
  });

  it.each(['secret@1', 'SECRET@1', 'Secret@x', 'Secret11', 'Se@1', 'Secret@1#'])(
    'refuses %s with the pattern message and toast',
    (weak) => {
      expect(checkNewPassword({ newPassword: weak, confirmPassword: weak }, ticket)).toEqual({
        errors: { newPassword: WEAK },
        toast: 'Invalid password format.',
      });
    },
  );

  it('says the passwords do not match', () => {
    expect(checkNewPassword({ newPassword: 'Secret@1', confirmPassword: 'Secret@2' }, ticket)).toEqual({
      errors: { confirmPassword: 'Passwords do not match!' },
      toast: 'Passwords do not match!',
    });
  });

  it('shows both field messages with the format toast first', () => {
    expect(checkNewPassword({ newPassword: 'weak', confirmPassword: 'other' }, ticket)).toEqual({
      errors: { newPassword: WEAK, confirmPassword: 'Passwords do not match!' },
      toast: 'Invalid password format.',
    });
  });

  it.each(['email', 'otp', 'algoName'] as const)('asks to start again when the %s did not come along', (key) => {
    expect(checkNewPassword({ newPassword: 'Secret@1', confirmPassword: 'Secret@1' }, { ...ticket, [key]: '' })).toEqual({
      errors: {},
      toast: 'Missing required information. Please retry.',
    });
  });
});

import { messageReplySchema, resetCodeReplySchema } from '@shop/shared/contracts';
import { answer } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { changePassword } from './change-password';
import { sendResetCode } from './send-reset-code';
import { verifyResetCode } from './verify-reset-code';

describe('password reset calls', () => {
  it('asks for a code and returns the algorithm the server chose', async () => {
    const sent = answer('POST', 'auth/forgot-password', resetCodeReplySchema, {
      success: true,
      message: 'On its way',
      data: { algoName: 'SHA-384' },
    });
    await expect(sendResetCode('asha@example.in')).resolves.toEqual({ algoName: 'SHA-384', message: 'On its way' });
    expect(sent.bodies()).toEqual([{ email: 'asha@example.in' }]);
  });

  it('checks the code', async () => {
    const sent = answer('POST', 'auth/forgot-password/verify', messageReplySchema, { success: true, message: 'OTP verified!', data: null });
    await expect(verifyResetCode('asha@example.in', '123456')).resolves.toBe('OTP verified!');
    expect(sent.bodies()).toEqual([{ email: 'asha@example.in', otp: '123456' }]);
  });

  it('changes the password with the token in its header', async () => {
    const sent = answer('PUT', 'auth/forgot-password', messageReplySchema, {
      success: true,
      message: 'Password changed successfully!',
      data: null,
    });
    const body = { email: 'asha@example.in', otp: '123456', newPassword: 'Secret@1' };
    await expect(changePassword(body, 'abc123')).resolves.toBe('Password changed successfully!');
    expect(sent.bodies()).toEqual([body]);
    expect(sent[0]?.headers.get('X-Otp-Token')).toBe('abc123');
  });
});

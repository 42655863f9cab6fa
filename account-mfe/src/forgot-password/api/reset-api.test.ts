import { request } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword } from './change-password';
import { sendResetCode } from './send-reset-code';
import { verifyResetCode } from './verify-reset-code';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);
beforeEach(() => call.mockReset());

describe('password reset calls', () => {
  it('asks for a code and returns the algorithm the server chose', async () => {
    call.mockResolvedValue({ success: true, message: 'On its way', data: { algoName: 'SHA-384' } });
    await expect(sendResetCode('asha@example.in')).resolves.toEqual({ algoName: 'SHA-384', message: 'On its way' });
    expect(call).toHaveBeenCalledExactlyOnceWith('POST', 'auth/forgot-password', { email: 'asha@example.in' });
  });

  it('checks the code', async () => {
    call.mockResolvedValue({ success: true, message: 'OTP verified!', data: null });
    await expect(verifyResetCode('asha@example.in', '123456')).resolves.toBe('OTP verified!');
    expect(call).toHaveBeenCalledExactlyOnceWith('POST', 'auth/forgot-password/verify', { email: 'asha@example.in', otp: '123456' });
  });

  it('changes the password with the token in its header', async () => {
    call.mockResolvedValue({ success: true, message: 'Password changed successfully!', data: null });
    const body = { email: 'asha@example.in', otp: '123456', newPassword: 'Secret@1' };
    await expect(changePassword(body, 'abc123')).resolves.toBe('Password changed successfully!');
    expect(call).toHaveBeenCalledExactlyOnceWith('PUT', 'auth/forgot-password', body, { 'X-Otp-Token': 'abc123' });
  });
});

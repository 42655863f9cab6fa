import { request } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLoginCode } from '../../app/send-login-code';
import { verifySignInCode } from './verify-sign-in-code';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);
beforeEach(() => call.mockReset());

describe('code sign-in calls', () => {
  it('asks for a sign-in code', async () => {
    call.mockResolvedValue({ success: true, message: 'On its way', data: null });
    await expect(sendLoginCode('asha@example.in')).resolves.toBe('On its way');
    expect(call).toHaveBeenCalledExactlyOnceWith('POST', 'auth/login/otp', { email: 'asha@example.in' });
  });

  it('checks the code and returns the signed-in user', async () => {
    const user = { fullName: 'Asha Patel', email: 'asha@example.in' };
    call.mockResolvedValue({ success: true, data: { user } });
    await expect(verifySignInCode('asha@example.in', '123456')).resolves.toEqual(user);
    expect(call).toHaveBeenCalledExactlyOnceWith('POST', 'auth/signup/verify', { email: 'asha@example.in', otp: '123456' });
  });
});

import { loginReplySchema, messageReplySchema } from '@shop/shared/contracts';
import { answer, makeUser } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { sendLoginCode } from '../../app/send-login-code';
import { verifySignInCode } from './verify-sign-in-code';

describe('code sign-in calls', () => {
  it('asks for a sign-in code', async () => {
    const sent = answer('POST', 'auth/login/otp', messageReplySchema, { success: true, message: 'On its way', data: null });
    await expect(sendLoginCode('asha@example.in')).resolves.toBe('On its way');
    expect(sent.bodies()).toEqual([{ email: 'asha@example.in' }]);
  });

  it('checks the code and returns the signed-in user', async () => {
    const user = makeUser();
    const sent = answer('POST', 'auth/signup/verify', loginReplySchema, { success: true, data: { user } });
    await expect(verifySignInCode('asha@example.in', '123456')).resolves.toEqual(user);
    expect(sent.bodies()).toEqual([{ email: 'asha@example.in', otp: '123456' }]);
  });
});

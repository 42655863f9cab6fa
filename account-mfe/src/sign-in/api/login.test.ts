import { loginReplySchema } from '@shop/shared/contracts';
import { answer, makeUser } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { login } from './login';

describe('login', () => {
  it('posts the e-mail and password and returns the user', async () => {
    const user = makeUser();
    const sent = answer('POST', 'auth/login', loginReplySchema, { success: true, data: { user } });
    await expect(login({ email: 'asha@example.in', password: 'secret1' })).resolves.toEqual(user);
    expect(sent.bodies()).toEqual([{ email: 'asha@example.in', password: 'secret1' }]);
  });
});

import { request } from '@shop/shared/api-client';
import { describe, expect, it, vi } from 'vitest';
import { login } from './login';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

describe('login', () => {
  it('posts the e-mail and password and returns the user', async () => {
    const user = { fullName: 'Asha Patel', email: 'asha@example.in' };
    vi.mocked(request).mockResolvedValue({ success: true, data: { user } });
    await expect(login({ email: 'asha@example.in', password: 'secret1' })).resolves.toEqual(user);
    expect(request).toHaveBeenCalledExactlyOnceWith('POST', 'auth/login', { email: 'asha@example.in', password: 'secret1' });
  });
});

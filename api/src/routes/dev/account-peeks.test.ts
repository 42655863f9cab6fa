import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, cookiesOf, signIn } from '../auth/auth-fixtures';

const database = useTestDatabase();

describe('GET /api/dev/otp/latest', () => {
  const app = useTestApp(database);

  it('returns the code and purpose of the newest code mail to an address', async () => {
    await addUser(database().db);
    await call(app(), 'POST', '/api/v1/auth/forgot-password', { email: 'asha@example.in' });
    const response = await app().inject({ method: 'GET', url: '/api/dev/otp/latest?email=ASHA%40example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { otp: expect.stringMatching(/^\d{6}$/), purpose: 'reset' } });
    const { otp } = response.json().data;
    const verified = await call(app(), 'POST', '/api/v1/auth/forgot-password/verify', { email: 'asha@example.in', otp });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 404 when no code went there, and 400 without an address', async () => {
    await app().mailer.send({ to: 'ravi@example.in', subject: 'Thanks for your inquiry', text: 'Ref 123456.' });
    expect((await app().inject({ method: 'GET', url: '/api/dev/otp/latest?email=ravi@example.in' })).statusCode).toBe(404);
    const missing = await app().inject({ method: 'GET', url: '/api/dev/otp/latest' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Query parameter email is required.');
  });
});

describe('POST /api/dev/expire-access-token', () => {
  const app = useTestApp(database);

  it('swaps the access cookie for a correctly signed, expired one', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const response = await call(app(), 'POST', '/api/dev/expire-access-token', undefined, { cookies: session.cookies });
    expect(response.statusCode).toBe(200);
    const { accessToken } = cookiesOf(response);
    expect(accessToken).toBeDefined();
    expect(accessToken).not.toBe(session.token);
    const profile = await call(app(), 'GET', '/api/v1/profile', undefined, {
      cookies: { ...session.cookies, accessToken: accessToken ?? '' },
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED', tokenExpired: true });
  });

  it('needs a session', async () => {
    expect((await call(app(), 'POST', '/api/dev/expire-access-token')).statusCode).toBe(401);
  });
});

describe('account development routes in production', () => {
  const app = useTestApp(database, { config: { nodeEnv: 'production', isProduction: true, devEndpoints: false } });

  it('do not exist', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/dev/otp/latest?email=a@b.in' })).statusCode).toBe(404);
    expect((await call(app(), 'POST', '/api/dev/expire-access-token')).statusCode).toBe(404);
  });
});

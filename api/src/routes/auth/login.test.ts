import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { CODE_SEND_RATE_LIMIT, CODE_SENDS_PER_EMAIL, SIGN_IN_FAILURES_PER_EMAIL, SIGN_IN_RATE_LIMIT } from '../../auth/rate-limits';
import { testConfig, useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, cookiesOf, mailedCode, PASSWORD, signIn, tokenCall, tokensIn } from './auth-fixtures';
import { BROWSER_TOKEN_REFUSED } from './login';

const database = useTestDatabase();
const app = useTestApp(database);

const login = (body: unknown, remoteAddress?: string) =>
  call(app(), 'POST', '/api/v1/auth/login', body, remoteAddress ? { remoteAddress } : {});
const profile = (cookies: Record<string, string>) => call(app(), 'GET', '/api/v1/profile', undefined, { cookies });
const codeSignIn = (email: string, remoteAddress?: string) =>
  call(app(), 'POST', '/api/v1/auth/login/otp', { email }, remoteAddress ? { remoteAddress } : {});

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/v1/auth/login', () => {
  it('signs in with the right password: the user in the body, the session in HttpOnly cookies only', async () => {
    await addUser(database().db);
    const response = await login({ email: ' ASHA@example.in ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    expect(body.data.user).toMatchObject({ fullName: 'Asha Patel', email: 'asha@example.in', cart: [], wishlist: [] });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(Object.keys(body.data)).toEqual(['user']);
    expect(tokensIn(response)).toEqual([]);
    expect(cookiesOf(response)).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), signedIn: '1' });
  });

  it('sets every session cookie Secure in production, even behind no proxy and over http', async () => {
    await addUser(database().db);
    const production = buildApp({ config: testConfig({ nodeEnv: 'production', isProduction: true }), database: database() });
    try {
      const response = await call(production, 'POST', '/api/v1/auth/login', { email: 'asha@example.in', password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual([
        ['accessToken', true],
        ['refreshToken', true],
        ['signedIn', true],
      ]);
      const loggedOut = await call(production, 'POST', '/api/v1/auth/logout', undefined, { cookies: cookiesOf(response) });
      expect(loggedOut.cookies.every((cookie) => cookie.secure)).toBe(true);
    } finally {
      await production.close();
    }
  });

  it('gives a wrong e-mail and a wrong password the very same reply', async () => {
    await addUser(database().db);
    const wrongEmail = await login({ email: 'nobody@example.in', password: PASSWORD });
    const wrongPassword = await login({ email: 'asha@example.in', password: 'Secret@124' });
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.json()).toEqual({ success: false, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(wrongEmail.cookies).toEqual([]);
  });

  it.each([
    [{ email: '', password: PASSWORD }, 'Enter your email'],
    [{ email: 'asha@example', password: PASSWORD }, 'Please enter a valid email address'],
    [{ email: 'asha@example.in', password: '' }, 'Enter your password'],
  ])('checks the form with its messages: %j', async (body, message) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message });
  });

  it('sends an unverified account a fresh code and answers 403 ACCOUNT_NOT_VERIFIED', async () => {
    await addUser(database().db, { verifiedAt: null });
    const response = await login({ email: 'asha@example.in', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'ACCOUNT_NOT_VERIFIED' });
    expect(response.cookies).toEqual([]);
    const code = mailedCode(app(), 'asha@example.in');
    const verified = await call(app(), 'POST', '/api/v1/auth/signup/verify', { email: 'asha@example.in', otp: code });
    expect(verified.statusCode).toBe(200);
  });

  it('answers an unverified account with a wrong password like any wrong password', async () => {
    await addUser(database().db, { verifiedAt: null });
    const response = await login({ email: 'asha@example.in', password: 'Wrong@123' });
    expect(response.statusCode).toBe(401);
    expect(app().mailer.latestTo('asha@example.in')).toBeUndefined();
  });

  it(`stops checking passwords for an account after ${SIGN_IN_FAILURES_PER_EMAIL.max} wrong ones, from any address`, async () => {
    await addUser(database().db);
    for (let attempt = 1; attempt <= SIGN_IN_FAILURES_PER_EMAIL.max; attempt += 1) {
      const wrong = await login({ email: 'asha@example.in', password: `Wrong@${attempt}` }, `198.51.100.${attempt}`);
      expect(wrong.statusCode).toBe(401);
    }
    const right = await login({ email: 'asha@example.in', password: PASSWORD }, '198.51.100.200');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    // Another account is not affected.
    await addUser(database().db, { email: 'ravi@example.in' });
    expect((await login({ email: 'ravi@example.in', password: PASSWORD }, '198.51.100.200')).statusCode).toBe(200);
  });

  it(`allows ${SIGN_IN_RATE_LIMIT.max} sign-ins a minute from one address, then answers 429`, async () => {
    for (let attempt = 1; attempt <= SIGN_IN_RATE_LIMIT.max; attempt += 1) {
      expect((await login({ email: `shopper${attempt}@example.in`, password: PASSWORD }, '192.0.2.7')).statusCode).toBe(401);
    }
    const over = await login({ email: 'another@example.in', password: PASSWORD }, '192.0.2.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect((await login({ email: 'another@example.in', password: PASSWORD }, '192.0.2.8')).statusCode).toBe(401);
  });

  it('refuses a call without X-Requested-With (cross-site request protection)', async () => {
    await addUser(database().db);
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'asha@example.in', password: PASSWORD }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'CSRF_REJECTED' });
    expect(response.cookies).toEqual([]);
  });
});

describe('POST /api/v1/auth/login/otp', () => {
  it('mails a sign-in code that signup/verify accepts', async () => {
    await addUser(database().db);
    const response = await codeSignIn('asha@example.in');
    expect(response.statusCode).toBe(200);
    const mail = app().mailer.latestTo('asha@example.in');
    expect(mail?.subject).toBe('Your Ujjwal Home Care sign-in code');
    const verified = await call(app(), 'POST', '/api/v1/auth/signup/verify', {
      email: 'asha@example.in',
      otp: mailedCode(app(), 'asha@example.in'),
    });
    expect(verified.statusCode).toBe(200);
    expect(cookiesOf(verified)).toHaveProperty('accessToken');
    expect(tokensIn(verified)).toEqual([]);
  });

  it('answers known and unknown addresses alike, the resend rule included, and mails only the known one', async () => {
    await addUser(database().db);
    const known = await codeSignIn('asha@example.in');
    const unknown = await codeSignIn('nobody@example.in');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(app().mailer.latestTo('nobody@example.in')).toBeUndefined();

    const knownAgain = await codeSignIn('asha@example.in');
    const unknownAgain = await codeSignIn('nobody@example.in');
    expect(knownAgain.statusCode).toBe(429);
    expect(knownAgain.json()).toMatchObject({ errorCode: 'OTP_TOO_SOON' });
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
  });

  it(`mails at most ${CODE_SENDS_PER_EMAIL.max} codes to one address in the window, then answers 429`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await addUser(database().db);
    for (let sent = 1; sent <= CODE_SENDS_PER_EMAIL.max; sent += 1) {
      expect((await codeSignIn('asha@example.in', `198.51.100.${sent}`)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
    }
    const over = await codeSignIn('asha@example.in', '198.51.100.99');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });

  it(`allows ${CODE_SEND_RATE_LIMIT.max} code requests per window from one client address`, async () => {
    for (let sent = 1; sent <= CODE_SEND_RATE_LIMIT.max; sent += 1) {
      expect((await codeSignIn(`shopper${sent}@example.in`, '192.0.2.9')).statusCode).toBe(200);
    }
    expect((await codeSignIn('one-more@example.in', '192.0.2.9')).statusCode).toBe(429);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('ends the session: the refresh token stops working and the cookies are cleared', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const response = await call(app(), 'POST', '/api/v1/auth/logout', undefined, { cookies: session.cookies });
    expect(response.statusCode).toBe(200);
    for (const cookie of response.cookies) {
      expect(cookie.value).toBe('');
      expect(cookie.expires?.getTime()).toBeLessThan(Date.now());
    }
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['accessToken', 'refreshToken', 'signedIn']);
    const refreshed = await call(app(), 'GET', '/api/auth/refreshtoken', undefined, { cookies: session.cookies });
    expect(refreshed.statusCode).toBe(401);
  });

  it('ends every access token of the account at once, on every device', async () => {
    await addUser(database().db);
    const laptop = await signIn(app());
    const phone = await signIn(app());
    expect((await profile({ accessToken: laptop.token })).statusCode).toBe(200);
    expect((await call(app(), 'POST', '/api/v1/auth/logout', undefined, { cookies: laptop.cookies })).statusCode).toBe(200);
    for (const session of [laptop, phone]) {
      expect((await profile({ accessToken: session.token })).statusCode).toBe(401);
      const bearer = await app().inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: `Bearer ${session.token}` } });
      expect(bearer.statusCode).toBe(401);
      expect((await call(app(), 'GET', '/api/auth/refreshtoken', undefined, { cookies: session.cookies })).statusCode).toBe(401);
    }
    // A new sign-in works again.
    expect((await profile({ accessToken: (await signIn(app())).token })).statusCode).toBe(200);
  });

  it('lets an ended token sign nobody out: the new session keeps working', async () => {
    await addUser(database().db);
    const old = await signIn(app());
    await call(app(), 'POST', '/api/v1/auth/logout', undefined, { cookies: old.cookies });
    const fresh = await signIn(app());
    await call(app(), 'POST', '/api/v1/auth/logout', undefined, { cookies: old.cookies });
    expect((await profile({ accessToken: fresh.token })).statusCode).toBe(200);
  });

  it('answers 200 without a session', async () => {
    const response = await call(app(), 'POST', '/api/v1/auth/logout');
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/token', () => {
  it('gives a client that is not a browser its tokens in the body, sets no cookie, and the tokens work as bearer tokens', async () => {
    await addUser(database().db);
    const response = await tokenCall(app(), { email: 'asha@example.in', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    const { token, refreshToken } = response.json().data;
    expect(response.json()).toEqual({ success: true, message: 'Tokens issued', data: { token, refreshToken } });
    const bearer = await app().inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(200);

    // The refresh token is traded the same way: in the body, with no cookie.
    const refreshed = await app().inject({
      method: 'GET',
      url: '/api/auth/refreshtoken',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.cookies).toEqual([]);
    expect(refreshed.json().data).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(refreshed.json().data.refreshToken).not.toBe(refreshToken);
  });

  it.each([
    ['Origin', { origin: 'http://localhost:3000' }],
    ['X-Requested-With', XHR],
  ])('refuses a page script (%s) with 403, and gives it nothing', async (_name, headers) => {
    await addUser(database().db);
    const response = await tokenCall(app(), { email: 'asha@example.in', password: PASSWORD }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, errorCode: 'BROWSER_TOKEN_REFUSED', message: BROWSER_TOKEN_REFUSED });
    expect(tokensIn(response)).toEqual([]);
    expect(response.cookies).toEqual([]);
  });

  it('checks the password as sign-in does, and shares its per-account attempt limit', async () => {
    await addUser(database().db);
    const wrong = await tokenCall(app(), { email: 'asha@example.in', password: 'Secret@124' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errorCode: 'INVALID_CREDENTIALS' });
    for (let attempt = 2; attempt <= SIGN_IN_FAILURES_PER_EMAIL.max; attempt += 1) {
      expect((await login({ email: 'asha@example.in', password: `Wrong@${attempt}` }, `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    const right = await tokenCall(app(), { email: 'asha@example.in', password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });

  it('refuses an account that has not verified its address', async () => {
    await addUser(database().db, { verifiedAt: null });
    const response = await tokenCall(app(), { email: 'asha@example.in', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'ACCOUNT_NOT_VERIFIED' });
  });
});

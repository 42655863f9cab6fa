import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_FAILURES_PER_EMAIL } from '../../auth/rate-limits';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, mailedCode, PASSWORD } from './auth-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const EMAIL = 'asha@example.in';
const LIMIT = SIGN_IN_FAILURES_PER_EMAIL.max;
const WINDOW_MS = 15 * 60_000;

// Each call from its own address, so only the per-account limit can refuse it.
const login = (password: string, n: number) =>
  call(app(), 'POST', '/api/v1/auth/login', { email: EMAIL, password }, { remoteAddress: `198.51.100.${n}` });
const requestDeletion = (password: string, n: number) =>
  call(
    app(),
    'POST',
    '/api/v1/auth/delete-account',
    { email: EMAIL, password, confirmPassword: password },
    { remoteAddress: `198.51.100.${n}` },
  );

const statuses = (replies: { statusCode: number }[]) => replies.map((reply) => reply.statusCode).sort();

afterEach(() => {
  vi.useRealTimers();
});

describe(`the per-account limit of ${LIMIT} wrong passwords`, () => {
  it('checks only the first 10 of 100 wrong passwords sent at once; the rest, and then the right one, get 429 with Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await addUser(database().db);
    const replies = await Promise.all(Array.from({ length: 100 }, (_, n) => login(`Wrong@${n}`, n + 1)));
    expect(statuses(replies)).toEqual([...Array(LIMIT).fill(401), ...Array(100 - LIMIT).fill(429)]);
    for (const refused of replies.filter((reply) => reply.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);
    }
    expect((await login(PASSWORD, 200)).statusCode).toBe(429);

    vi.setSystemTime(Date.now() + WINDOW_MS + 1000);
    expect((await login(PASSWORD, 201)).statusCode).toBe(200);
  });

  it('is one count for sign-in and account deletion, even when both arrive at once', async () => {
    await addUser(database().db);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 === 0 ? login(`Wrong@${n}`, n + 1) : requestDeletion(`Wrong@${n}`, n + 1))),
    );
    expect(statuses(replies)).toEqual([...Array(LIMIT).fill(401), ...Array(40 - LIMIT).fill(429)]);
    expect((await requestDeletion(PASSWORD, 100)).statusCode).toBe(429);
    expect((await login(PASSWORD, 101)).statusCode).toBe(429);
  });

  it('does not spend the budget on right passwords', async () => {
    await addUser(database().db);
    for (let n = 1; n < LIMIT; n += 1) expect((await login(`Wrong@${n}`, n)).statusCode).toBe(401);
    for (let n = 0; n < 2 * LIMIT; n += 1) expect((await login(PASSWORD, 100 + n)).statusCode).toBe(200);
    expect((await login('Wrong@last', 150)).statusCode).toBe(401);
    expect((await login(PASSWORD, 151)).statusCode).toBe(429);
  });

  it('leaves code sign-in open while password sign-in is stopped, and the refusal says so', async () => {
    await addUser(database().db);
    for (let n = 1; n <= LIMIT; n += 1) expect((await login(`Wrong@${n}`, n)).statusCode).toBe(401);
    const refused = await login(PASSWORD, 50);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: 'RATE_LIMITED',
      message: 'Too many wrong passwords. Try again in 15 minutes, or sign in with a code sent to your e-mail.',
    });

    expect((await call(app(), 'POST', '/api/v1/auth/login/otp', { email: EMAIL }, { remoteAddress: '198.51.100.60' })).statusCode).toBe(
      200,
    );
    const otp = mailedCode(app(), EMAIL);
    const signedIn = await call(app(), 'POST', '/api/v1/auth/signup/verify', { email: EMAIL, otp }, { remoteAddress: '198.51.100.61' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.email).toBe(EMAIL);
  });
});

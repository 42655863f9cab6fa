import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CODE_CHECK_RATE_LIMIT, CODE_SEND_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from '../../auth/rate-limits';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from './auth-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const ADDRESS = '192.0.2.44';
type Send = (n: number, remoteAddress: string) => Promise<LightMyRequestResponse>;

// Every call names another account, so only the per-address budget can refuse it.
const email = (n: number) => `shopper${n}@example.in`;
const post = (url: string, body: unknown, remoteAddress: string) => call(app(), 'POST', url, body, { remoteAddress });

const signInCalls: Send[] = [
  (n, at) => post('/api/v1/auth/login', { email: email(n), password: 'Secret@123' }, at),
  (n, at) => post('/api/v1/auth/delete-account', { email: email(n), password: 'Secret@123', confirmPassword: 'Secret@123' }, at),
];
const codeSendCalls: Send[] = [
  (n, at) =>
    post(
      '/api/v1/auth/signup',
      {
        fullName: 'Ravi Kumar',
        email: email(n),
        phoneNumber: '9876543210',
        password: 'secret1',
        confirmPassword: 'secret1',
        checked: true,
        accountType: 'retail buyer',
      },
      at,
    ),
  (n, at) => post('/api/v1/auth/login/otp', { email: email(n) }, at),
  (n, at) => post('/api/v1/auth/forgot-password', { email: email(n) }, at),
];
const codeCheckCalls: Send[] = [
  (n, at) => post('/api/v1/auth/signup/verify', { email: email(n), otp: '123456' }, at),
  (n, at) => post('/api/v1/auth/forgot-password/verify', { email: email(n), otp: '123456' }, at),
  (n, at) =>
    call(app(), 'PUT', '/api/v1/auth/forgot-password', { email: email(n), otp: '123456', newPassword: 'Clean@123' }, { remoteAddress: at }),
];

/** Calls the group's routes in turn from one address until the first 429; returns how many went through. */
async function acceptedBeforeRefusal(calls: Send[], max: number): Promise<number> {
  for (let n = 0; n <= calls.length * max; n += 1) {
    const send = calls[n % calls.length] as Send;
    if ((await send(n, ADDRESS)).statusCode === 429) return n;
  }
  return calls.length * max + 1;
}

describe.each([
  ['password sign-ins and deletion requests', signInCalls, SIGN_IN_RATE_LIMIT],
  ['the three calls that mail a code', codeSendCalls, CODE_SEND_RATE_LIMIT],
  ['the three calls that check a code', codeCheckCalls, CODE_CHECK_RATE_LIMIT],
])('the per-address budget of %s', (_name, calls, limit) => {
  it(`is one budget of ${limit.max} shared by the routes, with Retry-After once spent`, async () => {
    expect(await acceptedBeforeRefusal(calls, limit.max)).toBe(limit.max);
    for (const [n, send] of calls.entries()) {
      const refused = await send(1000 + n, ADDRESS);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own budget.
      expect((await send(2000 + n, '192.0.2.45')).statusCode).not.toBe(429);
    }
  });
});

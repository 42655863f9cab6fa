import { randomUUID } from 'node:crypto';
import { resetToken } from '@shop/shared/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addUser, PASSWORD } from '../routes/auth/auth-fixtures';
import { type ApiProcesses, startApiProcesses } from '../test/api-processes';
import { XHR } from '../test/test-app';

// Two API processes on one PostgreSQL database, as behind a load balancer: a session ended
// through one of them must end at once on the other, with no cache between them to wait for.
let shop: ApiProcesses;

beforeAll(async () => {
  const url = inject('testDatabaseUrl');
  if (!url) throw new Error('The several-process tests run on PostgreSQL only: set TEST_DATABASE_URL.');
  // DEV_ENDPOINTS: the reset code is read through /api/dev, as the journeys read it.
  shop = await startApiProcesses(url, 2, { TRUST_PROXY: '1', DEV_ENDPOINTS: 'on' });
});

afterAll(async () => {
  await shop?.close();
});

interface Reply {
  status: number;
  body: { data?: unknown };
  cookies: Record<string, string>;
}

/** A call from the shop's browser client to process `n`, from its own address. */
async function send(n: number, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const target = shop.processes[n];
  if (!target) throw new Error('no API process');
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: {
      ...XHR,
      'x-forwarded-for': `198.51.100.${n + 10}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    cookies[pair.slice(0, separator)] = pair.slice(separator + 1);
  }
  return { status: response.status, body: (await response.json()) as Reply['body'], cookies } satisfies Reply;
}

const cookieHeader = (cookies: Record<string, string>) => ({
  cookie: Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; '),
});

/** A verified shopper signed in through process 0; answers the address and the session cookies. */
async function signedIn() {
  const { email } = await addUser(shop.db, { email: `${randomUUID()}@example.in` });
  const login = await send(0, 'POST', '/api/v1/auth/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const { accessToken, refreshToken } = login.cookies;
  if (!accessToken || !refreshToken) throw new Error('sign-in set no session cookies');
  // The session works on both processes before it is ended.
  for (const n of [0, 1]) expect((await send(n, 'GET', '/api/v1/profile', { headers: cookieHeader({ accessToken }) })).status).toBe(200);
  return { email, accessToken, refreshToken };
}

/** The old access token (cookie and bearer) and refresh token are refused on both processes. */
async function expectEnded(session: { accessToken: string; refreshToken: string }) {
  for (const n of [0, 1]) {
    expect((await send(n, 'GET', '/api/v1/profile', { headers: cookieHeader({ accessToken: session.accessToken }) })).status).toBe(401);
    const bearer = await send(n, 'GET', '/api/v1/profile', { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(bearer.status).toBe(401);
  }
  const refreshed = await send(1, 'GET', '/api/auth/refreshtoken', { headers: cookieHeader({ refreshToken: session.refreshToken }) });
  expect(refreshed.status).toBe(401);
}

/** The newest code mailed to an address: whichever process sent the mail has it. */
async function mailedCode(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const n of [0, 1]) {
      const reply = await send(n, 'GET', `/api/dev/otp/latest?email=${encodeURIComponent(email)}`);
      if (reply.status === 200) return (reply.body.data as { otp: string }).otp;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was mailed to ${email}`);
}

describe('an ended session on two API processes', () => {
  it('refuses the old access token on both right after sign-out on one', async () => {
    const session = await signedIn();
    expect((await send(0, 'POST', '/api/v1/auth/logout', { headers: cookieHeader(session) })).status).toBe(200);
    await expectEnded(session);
  });

  it('refuses the old access token on both right after a password reset', async () => {
    const session = await signedIn();
    const forgot = await send(0, 'POST', '/api/v1/auth/forgot-password', { body: { email: session.email } });
    const { algoName } = forgot.body.data as { algoName: string };
    const otp = await mailedCode(session.email);
    expect((await send(1, 'POST', '/api/v1/auth/forgot-password/verify', { body: { email: session.email, otp } })).status).toBe(200);
    const changed = await send(0, 'PUT', '/api/v1/auth/forgot-password', {
      body: { email: session.email, otp, newPassword: 'Fresh@456' },
      headers: { 'x-otp-token': await resetToken(algoName, session.email, otp) },
    });
    expect(changed.status).toBe(200);
    await expectEnded(session);
  });

  it('refuses the old access token on both right after an account deletion', async () => {
    const session = await signedIn();
    const deleted = await send(0, 'POST', '/api/v1/auth/delete-account', {
      body: { email: session.email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    await expectEnded(session);
  });
});

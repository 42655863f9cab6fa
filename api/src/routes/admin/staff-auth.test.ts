import { describe, expect, it } from 'vitest';
import { totpCode } from '../../staff/totp';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call, cookiesOf } from '../auth/auth-fixtures';
import { STAFF_WRONG_CODE, STAFF_WRONG_SIGN_IN } from './auth';
import { addStaff, STAFF_PASSWORD, staffSignIn } from './staff-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);
const production = useTestApp(database, { config: { isProduction: true } });

const login = (body: unknown, target = app) => call(target(), 'POST', '/api/admin/v1/auth/login', body);
const me = (cookies: Record<string, string>) => call(app(), 'GET', '/api/admin/v1/me', undefined, { cookies });

describe('back-office sign-in', () => {
  it('signs a seeded account in with a session cookie only the admin API receives, and tells the back office what its role allows', async () => {
    await addStaff(database().db, 'warehouse');
    const response = await login({ email: 'Warehouse@Example.in', password: STAFF_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'signed-in', staff: { email: 'warehouse@example.in', roleName: 'Warehouse' } });
    const cookie = response.cookies.find((one) => one.name === 'staffSession');
    expect(cookie).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
    // No shopper cookie is set: a staff member is not signed in to the shop.
    expect(Object.keys(cookiesOf(response))).toEqual(['staffSession']);
    const permissions = (await me({ staffSession: cookie?.value ?? '' })).json().data.permissions;
    expect(permissions).toContain('orders:ship');
    expect(permissions).not.toContain('payments:read');
  });

  it('gives a wrong address, a wrong password, an invited and a disabled account the same 401', async () => {
    await addStaff(database().db, 'orders');
    await addStaff(database().db, 'accounts', { state: 'disabled' });
    await addStaff(database().db, 'owner', { state: 'invited', passwordHash: null });
    const replies = await Promise.all([
      login({ email: 'nobody@example.in', password: STAFF_PASSWORD }),
      login({ email: 'orders@example.in', password: 'Staff@124' }),
      login({ email: 'accounts@example.in', password: STAFF_PASSWORD }),
      login({ email: 'owner@example.in', password: STAFF_PASSWORD }),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe(STAFF_WRONG_SIGN_IN);
      expect(reply.cookies).toEqual([]);
    }
  });

  it('names the field of a malformed sign-in', async () => {
    const reply = await login({ email: 'owner@', password: '' });
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toMatch(/valid e-mail address/);
  });

  it('enrols a second factor at the first sign-in in production, accepts each code once, then asks for a code every time', async () => {
    await addStaff(database().db, 'owner');
    const first = await login({ email: 'owner@example.in', password: STAFF_PASSWORD }, production);
    expect(first.json().data).toMatchObject({ status: 'enrol', otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//) });
    expect(first.cookies).toEqual([]);
    const { secret } = first.json().data;

    const wrong = await login({ email: 'owner@example.in', password: STAFF_PASSWORD, code: '000000' }, production);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(STAFF_WRONG_CODE);

    const code = totpCode(secret);
    const enrolled = await login({ email: 'owner@example.in', password: STAFF_PASSWORD, code }, production);
    expect(enrolled.json().data.status).toBe('signed-in');
    expect((await login({ email: 'owner@example.in', password: STAFF_PASSWORD, code }, production)).statusCode).toBe(401);
    expect((await login({ email: 'owner@example.in', password: STAFF_PASSWORD }, production)).json().data).toEqual({
      status: 'code-required',
    });
  });

  it('lets one of two sign-ins with the same code through, whichever process answers them', async () => {
    await addStaff(database().db, 'accounts', { totpExempt: false });
    const { secret } = (await login({ email: 'accounts@example.in', password: STAFF_PASSWORD }, production)).json().data;
    const code = totpCode(secret);
    const both = await Promise.all([1, 2].map(() => login({ email: 'accounts@example.in', password: STAFF_PASSWORD, code }, production)));
    expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
  });

  it('stops an account after 10 wrong passwords in 15 minutes, from any address', async () => {
    await addStaff(database().db, 'owner');
    for (let n = 0; n < 10; n += 1) {
      const reply = await call(
        app(),
        'POST',
        '/api/admin/v1/auth/login',
        { email: 'owner@example.in', password: 'Wrong@123' },
        { remoteAddress: `198.51.100.${n}` },
      );
      expect(reply.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'owner@example.in', password: STAFF_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('signs out of this browser, and of every browser at once', async () => {
    await addStaff(database().db, 'orders');
    const phone = await staffSignIn(app(), 'orders@example.in');
    const desk = await staffSignIn(app(), 'orders@example.in');
    const laptop = await staffSignIn(app(), 'orders@example.in');
    expect((await call(app(), 'POST', '/api/admin/v1/auth/logout', undefined, { cookies: phone })).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(desk)).statusCode).toBe(200);

    const everywhere = await call(app(), 'POST', '/api/admin/v1/auth/logout-everywhere', undefined, { cookies: desk });
    expect(everywhere.json().data).toEqual({ ended: 2 });
    expect((await me(desk)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it('serves a page’s call from the back office’s origin alone, so a shop page’s script never reaches a staff session', async () => {
    await addStaff(database().db, 'orders');
    const desk = await staffSignIn(app(), 'orders@example.in');
    const from = (origin: string) => ({ cookies: desk, headers: { origin } });
    const backoffice = app().config.backofficeOrigin;
    expect((await call(app(), 'GET', '/api/admin/v1/me', undefined, from(backoffice))).statusCode).toBe(200);
    for (const origin of ['http://localhost:3000', 'https://evil.example', 'null']) {
      const refused = await call(app(), 'POST', '/api/admin/v1/auth/logout-everywhere', undefined, from(origin));
      expect(refused.statusCode, origin).toBe(403);
      expect((await call(app(), 'GET', '/api/admin/v1/me', undefined, from(origin))).statusCode, origin).toBe(403);
    }
    expect((await me(desk)).statusCode).toBe(200);
  });

  it('answers 401 to a made-up or missing session, and a shopper session is not a staff one', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ staffSession: 'made-up' })).statusCode).toBe(401);
    expect((await me({ accessToken: 'shopper-token' })).statusCode).toBe(401);
  });
});

describe('permissions', () => {
  it('let the owner read the audit, refuse the warehouse with 403, and record the refusal', async () => {
    await addStaff(database().db, 'owner');
    await addStaff(database().db, 'warehouse');
    const owner = await staffSignIn(app(), 'owner@example.in');
    const warehouse = await staffSignIn(app(), 'warehouse@example.in');

    const refused = await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies: warehouse });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Warehouse may not do this (it needs audit:read).');

    const audit = await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies: owner });
    expect(audit.statusCode).toBe(200);
    const rows = audit.json().data as Array<{ actorKind: string; tokenName: string; action: string; outcome: string }>;
    expect(rows[0]).toMatchObject({ actorKind: 'staff', tokenName: 'warehouse@example.in', outcome: 'refused' });
    expect(rows.filter((row) => row.action === 'staff.sign-in').map((row) => row.tokenName)).toEqual([
      'warehouse@example.in',
      'owner@example.in',
    ]);
  });
});

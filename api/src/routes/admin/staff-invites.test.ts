import { describe, expect, it } from 'vitest';
import { INVITE_USED } from '../../staff/invites';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { BOOTSTRAP, operatorCall } from '../operator/operator-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

const database = useTestDatabase();
const app = useTestApp(database, { config: { operatorToken: BOOTSTRAP, backofficeOrigin: 'https://admin.shop.test' } });

/** The token of the invitation link in the newest mail to an address. */
function mailedInvite(email: string): string {
  const text = app().mailer.latestTo(email)?.text ?? '';
  const link = /https:\/\/admin\.shop\.test\/accept-invite\?token=([\w-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no invitation in: ${text}`);
  return link[1];
}

describe('staff invitations', () => {
  it('let an owner invite by e-mail; the link sets a password once, and the invitee then signs in', async () => {
    await addStaff(database().db, 'owner');
    const owner = await staffSignIn(app(), 'owner@example.in');
    const invited = await call(
      app(),
      'POST',
      '/api/admin/v1/staff',
      { email: 'Meera@Example.in', name: 'Meera Joshi', role: 'warehouse' },
      { cookies: owner },
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toEqual({
      staff: expect.objectContaining({ email: 'meera@example.in', role: 'warehouse', state: 'invited', secondFactor: false }),
    });
    const token = mailedInvite('meera@example.in');

    const weak = await call(app(), 'POST', '/api/admin/v1/auth/accept-invite', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(JSON.stringify(weak.json())).toMatch(/at least 8 characters/);

    const accepted = await call(app(), 'POST', '/api/admin/v1/auth/accept-invite', { token, password: 'Godown@2026' });
    expect(accepted.statusCode).toBe(200);
    const again = await call(app(), 'POST', '/api/admin/v1/auth/accept-invite', { token, password: 'Another@2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITE_USED);

    // An invited account must enrol a second factor (it is not a seeded one).
    const login = await call(app(), 'POST', '/api/admin/v1/auth/login', { email: 'meera@example.in', password: 'Godown@2026' });
    expect(login.json().data.status).toBe('enrol');

    const staff = await call(app(), 'GET', '/api/admin/v1/staff', undefined, { cookies: owner });
    expect(staff.json().data.map((row: { email: string; state: string }) => `${row.email}:${row.state}`)).toEqual([
      'owner@example.in:active',
      'meera@example.in:active',
    ]);
  });

  it('refuse a second account for one address with 409, and an invitation by anyone but an owner with 403', async () => {
    await addStaff(database().db, 'owner');
    await addStaff(database().db, 'orders');
    const owner = await staffSignIn(app(), 'owner@example.in');
    const orders = await staffSignIn(app(), 'orders@example.in');
    const body = { email: 'orders@example.in', name: 'Again', role: 'orders' };
    expect((await call(app(), 'POST', '/api/admin/v1/staff', body, { cookies: owner })).statusCode).toBe(409);
    const refused = await call(app(), 'POST', '/api/admin/v1/staff', { ...body, email: 'new@example.in' }, { cookies: orders });
    expect(refused.statusCode).toBe(403);
  });

  it('let an admin operator token make a new shop its first owner, answering the link as well', async () => {
    const made = await operatorCall(app(), BOOTSTRAP, 'POST', '/staff/owner', { email: 'founder@example.in', name: 'Founder' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.inviteUrl).toBe(`https://admin.shop.test/accept-invite?token=${mailedInvite('founder@example.in')}`);
    expect(made.json().data.staff).toMatchObject({ role: 'owner', state: 'invited' });
    expect((await operatorCall(app(), undefined, 'POST', '/staff/owner', { email: 'x@example.in', name: 'X' })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { LAST_OWNER, OWN_ACCOUNT, STAFF_NOT_FOUND } from '../../staff/manage-staff';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { addStaff, STAFF_PASSWORD, staffSignIn } from './staff-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

type Cookies = Record<string, string>;

const change = (cookies: Cookies, staffId: string, body: Record<string, unknown>) =>
  call(app(), 'PATCH', `/api/admin/v1/staff/${staffId}`, body, { cookies });
const me = (cookies: Cookies) => call(app(), 'GET', '/api/admin/v1/me', undefined, { cookies });
const audit = async (cookies: Cookies) => (await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies })).json().data;

/** An owner and the order desk, both signed in. */
async function ownerAndDesk() {
  const { db } = database();
  const owner = await addStaff(db, 'owner', { name: 'Meera' });
  const desk = await addStaff(db, 'orders', { name: 'Ravi' });
  return { owner, desk, ownerSession: await staffSignIn(app(), owner.email), deskSession: await staffSignIn(app(), desk.email) };
}

describe('an owner manages the staff', () => {
  it('changes a member’s role, which their very next call works under, and audits it with the reason', async () => {
    const { desk, ownerSession, deskSession } = await ownerAndDesk();
    expect((await call(app(), 'GET', '/api/admin/v1/orders', undefined, { cookies: deskSession })).statusCode).toBe(200);

    const changed = await change(ownerSession, desk.id, { role: 'catalogue', reason: 'Moves to the catalogue team' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Ravi is now Catalogue & marketing.',
      data: { id: desk.id, role: 'catalogue', state: 'active' },
    });

    expect((await me(deskSession)).json().data).toMatchObject({ role: 'catalogue', permissions: ['catalogue:write', 'stock:write'] });
    expect((await call(app(), 'GET', '/api/admin/v1/orders', undefined, { cookies: deskSession })).statusCode).toBe(403);
    expect(await audit(ownerSession)).toContainEqual(
      expect.objectContaining({
        action: 'staff.update',
        target: desk.email,
        tokenName: 'owner@example.in',
        before: { role: 'orders', state: 'active' },
        after: { role: 'catalogue', state: 'active' },
        reason: 'Moves to the catalogue team',
      }),
    );
  });

  it('disables a member: their session is refused at once and they cannot sign in; enabled again, they sign in anew', async () => {
    const { desk, ownerSession, deskSession } = await ownerAndDesk();
    const disabled = await change(ownerSession, desk.id, { state: 'disabled', reason: 'Left the company' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().message).toBe('Ravi is disabled.');
    expect((await me(deskSession)).statusCode).toBe(401);
    const signIn = await call(app(), 'POST', '/api/admin/v1/auth/login', { email: desk.email, password: STAFF_PASSWORD });
    expect(signIn.statusCode).toBe(401);

    const enabled = await change(ownerSession, desk.id, { state: 'active', reason: 'Back from leave' });
    expect(enabled.json().data.state).toBe('active');
    // The sessions ended with the disabling stay ended.
    expect((await me(deskSession)).statusCode).toBe(401);
    expect((await me(await staffSignIn(app(), desk.email))).statusCode).toBe(200);

    const list = (await call(app(), 'GET', '/api/admin/v1/staff', undefined, { cookies: ownerSession })).json().data;
    expect(list.find((row: { id: string }) => row.id === desk.id)).toMatchObject({ state: 'active', lastSignInAt: expect.any(String) });
  });

  it('sends a disabled member who never set a password back to waiting for their invitation', async () => {
    const { ownerSession } = await ownerAndDesk();
    const invitee = await addStaff(database().db, 'warehouse', { state: 'invited', passwordHash: null });
    expect((await change(ownerSession, invitee.id, { state: 'active', reason: 'Too early' })).statusCode).toBe(409);
    await change(ownerSession, invitee.id, { state: 'disabled', reason: 'Wrong address' });
    const back = await change(ownerSession, invitee.id, { state: 'active', reason: 'Address was right' });
    expect(back.json().data).toMatchObject({ state: 'invited', lastSignInAt: null });
  });

  it('never lets an owner disable or demote themselves, nor the shop lose its last active owner', async () => {
    const { owner, ownerSession } = await ownerAndDesk();
    for (const body of [{ state: 'disabled' }, { role: 'orders' }]) {
      const refused = await change(ownerSession, owner.id, { ...body, reason: 'Stepping back' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(OWN_ACCOUNT);
    }
    expect(await app().repositories.staff.change(owner.id, { state: 'disabled' }, new Date())).toBe('last-owner');

    // Two owners demoting each other at once: one wins, the other is refused, and one owner is left.
    const second = await addStaff(database().db, 'owner', { email: 'partner@example.in', name: 'Partner' });
    const secondSession = await staffSignIn(app(), second.email);
    const answers = await Promise.all([
      change(ownerSession, second.id, { role: 'orders', reason: 'Only one owner' }),
      change(secondSession, owner.id, { role: 'orders', reason: 'Only one owner' }),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect([403, 409]).toContain(refused?.statusCode);
    if (refused?.statusCode === 409) expect(refused.json().message).toBe(LAST_OWNER);
    const staff = (await call(app(), 'GET', '/api/admin/v1/staff', undefined, { cookies: ownerSession })).json().data;
    const owners = staff.filter((row: { role: string; state: string }) => row.role === 'owner' && row.state === 'active');
    expect(owners).toHaveLength(1);
  });

  it('answers 403 to anyone but an owner, 404 to an unknown member and 400 with each field’s message', async () => {
    const { desk, ownerSession, deskSession } = await ownerAndDesk();
    const refused = await change(deskSession, desk.id, { role: 'owner', reason: 'Promote myself' });
    expect(refused.statusCode).toBe(403);
    expect(await audit(ownerSession)).toContainEqual(
      expect.objectContaining({ tokenName: desk.email, outcome: 'refused', after: { needed: 'staff:manage' } }),
    );

    for (const id of ['0b8a2f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'not-an-id']) {
      const unknown = await change(ownerSession, id, { state: 'disabled', reason: 'Unknown' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(STAFF_NOT_FOUND);
    }

    const bad = await change(ownerSession, desk.id, { role: 'king', state: 'sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ role: 'Choose a role.', state: 'must be active or disabled', reason: expect.any(String) });
    const nothing = await change(ownerSession, desk.id, { reason: 'No change asked' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().fields).toEqual({ role: 'Choose a new role or state.' });
    expect((await me(deskSession)).json().data.role).toBe('orders');
  });
});

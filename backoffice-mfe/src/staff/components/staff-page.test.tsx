import type { ApiFailure, ApiSuccess, StaffChangeBody, StaffInviteBody, StaffListEntry, StaffMember } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { sendJson, startTestServer, type TestServer } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffContext } from '../../app/staff-context';
import { STAFF_FAILED, StaffPage } from './staff-page';

const STAFF = '/api/admin/v1/staff';
const RAVI = `${STAFF}/s-ravi`;

// The back office calls its page's own origin; here that origin is a real local server.
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  vi.stubGlobal('location', { origin: server.origin });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

const owner: StaffMember = {
  id: 's-owner',
  email: 'owner@example.in',
  name: 'Meera',
  role: 'owner',
  roleName: 'Owner',
  permissions: ['staff:manage'],
};

const member = (overrides: Partial<StaffListEntry>): StaffListEntry => ({
  id: 's-x',
  email: 'x@example.in',
  name: 'X',
  role: 'orders',
  state: 'active',
  secondFactor: true,
  lastSignInAt: null,
  ...overrides,
});

const staff = [
  member({ id: 's-owner', email: 'owner@example.in', name: 'Meera', role: 'owner', lastSignInAt: '2026-11-27T04:30:00.000Z' }),
  member({ id: 's-ravi', email: 'ravi@example.in', name: 'Ravi', role: 'warehouse', lastSignInAt: '2026-11-26T10:00:00.000Z' }),
  member({ id: 's-asha', email: 'asha@example.in', name: 'Asha', role: 'accounts', state: 'disabled' }),
  member({ id: 's-neel', email: 'neel@example.in', name: 'Neel', role: 'orders', state: 'invited', secondFactor: false }),
];

const reply = <T,>(data: T, message = 'ok'): ApiSuccess<T> => ({ success: true, message, data });
const refuse = (errorCode: string, message: string): ApiFailure => ({ success: false, errorCode, message });

/** Answers the staff list with what `list` holds at the time. */
function answerList(list: { members: StaffListEntry[] }) {
  server.route('GET', STAFF, () => reply(list.members));
}

/** A write the server received: its method, path and JSON body. */
function write(index: number) {
  const req = server.received[index];
  return req && { method: req.method, path: req.path, body: JSON.parse(req.body) as unknown };
}

function renderPage() {
  return render(
    <StaffContext.Provider value={owner}>
      <StaffPage />
    </StaffContext.Provider>,
  );
}

/** The table's row of a member (the cards for phones hold the same buttons). */
async function rowOf(name: string) {
  const table = await screen.findByRole('region', { name: 'Staff members' });
  const cell = await within(table).findByText(name, { selector: 'td' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('the owner’s staff page', () => {
  it('lists every member with role, state and last sign-in, and offers no change of the owner’s own account', async () => {
    answerList({ members: staff });
    renderPage();
    const ravi = await rowOf('Ravi');
    expect([...ravi.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Ravi',
      'ravi@example.in',
      'Warehouse',
      'Active',
      '26 November 2026 at 3:30 pm',
    ]);
    expect((await rowOf('Neel')).textContent).toContain('Never');
    expect(within(await rowOf('Meera')).queryByRole('button')).toBeNull();
    expect(within(await rowOf('Asha')).getByRole('button', { name: 'Enable Asha' })).toBeTruthy();
    expect(within(await rowOf('Neel')).getByRole('button', { name: 'Disable Neel' })).toBeTruthy();
    expect(server.received.map((req) => [req.method, req.path, req.query.toString()])).toEqual([['GET', STAFF, '']]);
  });

  it('invites by e-mail, name and role, checked before sending, then reads the list again', async () => {
    const list = { members: staff };
    answerList(list);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    // The form is checked as it is sent, which takes a moment: its messages appear without a request.
    expect(await within(form).findByText('Enter an e-mail address.')).toBeTruthy();
    expect(within(form).getByText('Choose a role.')).toBeTruthy();
    expect(server.received).toHaveLength(1);

    server.route('POST', STAFF, () => {
      list.members = [...staff, member({ id: 's-kiran', name: 'Kiran', email: 'kiran@example.in', state: 'invited' })];
      return reply({ staff: member({ email: 'kiran@example.in' }) }, 'Invitation sent to kiran@example.in');
    });
    await userEvent.type(within(form).getByLabelText(/E-mail address/), 'kiran@example.in');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Kiran');
    await userEvent.selectOptions(within(form).getByLabelText(/^Role/), 'warehouse');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await rowOf('Kiran')).toBeTruthy();
    expect(write(1)).toEqual({
      method: 'POST',
      path: STAFF,
      body: { email: 'kiran@example.in', name: 'Kiran', role: 'warehouse' } satisfies StaffInviteBody,
    });
    expect($toasts.get().map((toast) => toast.message)).toContain('Invitation sent to kiran@example.in');
    expect((within(form).getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('');
  });

  it('tells why the API refused an invitation and keeps what was typed', async () => {
    answerList({ members: staff });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    server.route('POST', STAFF, (_req, res) =>
      sendJson(res, 409, refuse('STAFF_EXISTS', 'ravi@example.in already has a back-office account.')),
    );
    await userEvent.type(within(form).getByLabelText(/E-mail address/), 'ravi@example.in');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Ravi again');
    await userEvent.selectOptions(within(form).getByLabelText(/^Role/), 'orders');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.message)).toContain('ravi@example.in already has a back-office account.'),
    );
    expect((within(form).getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('ravi@example.in');
  });

  it('changes a role with a reason asked in a dialog, then shows the list as it now is', async () => {
    const list = { members: staff };
    answerList(list);
    renderPage();
    await userEvent.click(within(await rowOf('Ravi')).getByRole('button', { name: 'Change Role of Ravi' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Role: Ravi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();

    server.route('PATCH', RAVI, () => {
      list.members = staff.map((one) => (one.id === 's-ravi' ? { ...one, role: 'orders' as const } : one));
      return reply(member({ id: 's-ravi', role: 'orders' }), 'Ravi is now Order desk.');
    });
    await userEvent.selectOptions(within(dialog).getByLabelText(/New role/), 'orders');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Moves to the order desk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again once the dialog has closed: the row shows the new role when that read answers.
    await waitFor(async () => expect((await rowOf('Ravi')).textContent).toContain('Order desk'));
    expect(write(1)).toEqual({
      method: 'PATCH',
      path: RAVI,
      body: { role: 'orders', reason: 'Moves to the order desk' } satisfies StaffChangeBody,
    });
    expect($toasts.get().map((toast) => toast.message)).toContain('Ravi is now Order desk.');
  });

  it('disables a member, and shows why the API refused a change before reading the list again', async () => {
    answerList({ members: staff });
    renderPage();
    await userEvent.click(within(await rowOf('Ravi')).getByRole('button', { name: 'Disable Ravi' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable: Ravi?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Left the company');
    server.route('PATCH', RAVI, (_req, res) => sendJson(res, 409, refuse('LAST_OWNER', 'The shop must keep at least one active owner.')));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(write(1)).toEqual({
      method: 'PATCH',
      path: RAVI,
      body: { state: 'disabled', reason: 'Left the company' } satisfies StaffChangeBody,
    });
    expect($toasts.get().map((toast) => toast.message)).toContain('The shop must keep at least one active owner.');
    // The list is read again once the dialog has closed.
    await waitFor(() => expect(server.received.map((req) => req.method)).toEqual(['GET', 'PATCH', 'GET']));
  });

  it('offers Try Again when the list cannot be read', async () => {
    let reads = 0;
    server.route('GET', STAFF, (_req, res) => {
      reads += 1;
      if (reads === 1) return sendJson(res, 503, refuse('HTTP_503', 'Service Unavailable'));
      return reply(staff);
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(STAFF_FAILED);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rowOf('Ravi')).toBeTruthy();
  });
});

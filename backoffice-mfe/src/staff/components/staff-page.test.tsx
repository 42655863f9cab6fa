import { ApiError, adminRequest } from '@shop/shared/api-client';
import type { StaffListEntry, StaffMember } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffContext } from '../../app/staff-context';
import { STAFF_FAILED, StaffPage } from './staff-page';

vi.mock('@shop/shared/api-client', async (original) => ({
  ...(await original<typeof import('@shop/shared/api-client')>()),
  adminRequest: vi.fn(),
}));
const call = vi.mocked(adminRequest);

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

const reply = (data: unknown, message = 'ok') => ({ success: true as const, message, data });

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

// A block: an arrow answering the mock would hand it to Vitest as the test's clean-up, to be called.
beforeEach(() => {
  call.mockReset();
});

describe('the owner’s staff page', () => {
  it('lists every member with role, state and last sign-in, and offers no change of the owner’s own account', async () => {
    call.mockResolvedValueOnce(reply(staff));
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
    expect(call).toHaveBeenCalledWith('GET', 'staff');
  });

  it('invites by e-mail, name and role, checked before sending, then reads the list again', async () => {
    call.mockResolvedValueOnce(reply(staff));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(within(form).getByText('Enter an e-mail address.')).toBeTruthy();
    expect(within(form).getByText('Choose a role.')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);

    call.mockResolvedValueOnce(reply({ staff: member({ email: 'kiran@example.in' }) }, 'Invitation sent to kiran@example.in'));
    call.mockResolvedValueOnce(reply([...staff, member({ id: 's-kiran', name: 'Kiran', email: 'kiran@example.in', state: 'invited' })]));
    await userEvent.type(within(form).getByLabelText(/E-mail address/), 'kiran@example.in');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Kiran');
    await userEvent.selectOptions(within(form).getByLabelText(/^Role/), 'warehouse');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await rowOf('Kiran')).toBeTruthy();
    expect(call.mock.calls[1]).toEqual(['POST', 'staff', { email: 'kiran@example.in', name: 'Kiran', role: 'warehouse' }]);
    expect($toasts.get().map((toast) => toast.message)).toContain('Invitation sent to kiran@example.in');
    expect((within(form).getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('');
  });

  it('tells why the API refused an invitation and keeps what was typed', async () => {
    call.mockResolvedValueOnce(reply(staff));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    call.mockRejectedValueOnce(
      new ApiError({
        status: 409,
        errorCode: 'STAFF_EXISTS',
        message: 'ravi@example.in already has a back-office account.',
      }),
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
    call.mockResolvedValueOnce(reply(staff));
    renderPage();
    await userEvent.click(within(await rowOf('Ravi')).getByRole('button', { name: 'Change Role of Ravi' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Role: Ravi?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();

    call.mockResolvedValueOnce(reply(member({ id: 's-ravi', role: 'orders' }), 'Ravi is now Order desk.'));
    call.mockResolvedValueOnce(reply(staff.map((one) => (one.id === 's-ravi' ? { ...one, role: 'orders' as const } : one))));
    await userEvent.selectOptions(within(dialog).getByLabelText(/New role/), 'orders');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Moves to the order desk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await rowOf('Ravi')).textContent).toContain('Order desk');
    expect(call.mock.calls[1]).toEqual(['PATCH', 'staff/s-ravi', { role: 'orders', reason: 'Moves to the order desk' }]);
    expect($toasts.get().map((toast) => toast.message)).toContain('Ravi is now Order desk.');
  });

  it('disables a member, and shows why the API refused a change before reading the list again', async () => {
    call.mockResolvedValueOnce(reply(staff));
    renderPage();
    await userEvent.click(within(await rowOf('Ravi')).getByRole('button', { name: 'Disable Ravi' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable: Ravi?' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Left the company');
    call.mockRejectedValueOnce(
      new ApiError({ status: 409, errorCode: 'LAST_OWNER', message: 'The shop must keep at least one active owner.' }),
    );
    call.mockResolvedValueOnce(reply(staff));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls[1]).toEqual(['PATCH', 'staff/s-ravi', { state: 'disabled', reason: 'Left the company' }]);
    expect($toasts.get().map((toast) => toast.message)).toContain('The shop must keep at least one active owner.');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('offers Try Again when the list cannot be read', async () => {
    call.mockRejectedValueOnce(new ApiError({ status: 503, errorCode: 'HTTP_503', message: 'Service Unavailable' }));
    call.mockResolvedValueOnce(reply(staff));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(STAFF_FAILED);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rowOf('Ravi')).toBeTruthy();
  });
});

import { ApiError, adminRequest } from '@shop/shared/api-client';
import type { StaffMember } from '@shop/shared/contracts';
import { navigate } from '@shop/shared/navigation';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffGate } from './staff-gate';

vi.mock('@shop/shared/api-client', async (original) => ({
  ...(await original<typeof import('@shop/shared/api-client')>()),
  adminRequest: vi.fn(),
}));
const call = vi.mocked(adminRequest);

const warehouse: StaffMember = {
  id: 's1',
  email: 'warehouse@example.in',
  name: 'Ravi',
  role: 'warehouse',
  roleName: 'Warehouse',
  permissions: ['orders:read', 'orders:pack', 'orders:print'],
};
const signedOut = new ApiError({ status: 401, errorCode: 'UNAUTHORIZED', message: 'Sign in to the back office.' });

/** Answers the gate's calls in turn: who is signed in, then each sign-in step. */
function answer(...replies: Array<unknown>) {
  for (const reply of replies) {
    if (reply instanceof Error) call.mockRejectedValueOnce(reply);
    else call.mockResolvedValueOnce({ success: true, message: 'ok', data: reply });
  }
}

beforeEach(() => call.mockReset());

describe('StaffGate', () => {
  it('signs a member in with a password and then the authenticator’s code, then shows the page in the frame', async () => {
    answer(signedOut, { status: 'code-required' }, { status: 'signed-in', staff: warehouse }, warehouse);
    render(
      <StaffGate permission="orders:read">
        <p>The orders</p>
      </StaffGate>,
    );
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'warehouse@example.in');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Staff@123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText(/Code from your authenticator app/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter the six digits your authenticator app shows.')).toBeTruthy();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The orders')).toBeTruthy();
    expect(screen.getByText('Ravi · Warehouse')).toBeTruthy();
    expect(call.mock.calls.map(([method, endpoint, body]) => [method, endpoint, body])).toEqual([
      ['GET', 'me', undefined],
      ['POST', 'auth/login', { email: 'warehouse@example.in', password: 'Staff@123' }],
      ['POST', 'auth/login', { email: 'warehouse@example.in', password: 'Staff@123', code: '123456' }],
      ['GET', 'me', undefined],
    ]);
  });

  it('lands an owner who signs in at the front door on the dashboard, and another desk where it was', async () => {
    const owner: StaffMember = { ...warehouse, id: 's2', role: 'owner', roleName: 'Owner', permissions: ['orders:read', 'dashboard:read'] };
    for (const [member, landing] of [
      [warehouse, '/'],
      [owner, '/dashboard'],
    ] as const) {
      navigate('/');
      answer(signedOut, { status: 'signed-in', staff: member }, member);
      const { unmount } = render(
        <StaffGate>
          <p>Inside</p>
        </StaffGate>,
      );
      await userEvent.type(await screen.findByLabelText(/E-mail address/), member.email);
      await userEvent.type(screen.getByLabelText(/^Password/), 'Staff@123');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Inside')).toBeTruthy();
      await waitFor(() => expect(window.location.pathname).toBe(landing));
      unmount();
    }
    navigate('/');
  });

  it('shows the first sign-in’s key to add to an authenticator app, and a wrong password’s message', async () => {
    answer(signedOut, new ApiError({ status: 401, errorCode: 'UNAUTHORIZED', message: 'The e-mail address or password is not right.' }));
    answer({ status: 'enrol', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Shop:ravi?secret=JBSWY3DPEHPK3PXP' });
    render(
      <StaffGate>
        <p>Inside</p>
      </StaffGate>,
    );
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'ravi@example.in');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address or password is not right.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in an authenticator app' }).getAttribute('href')).toMatch(/^otpauth:/);
  });

  it('tells a member whose role lacks the page’s permission, and hides the places the role cannot use', async () => {
    answer(warehouse);
    render(
      <StaffGate permission="audit:read">
        <p>The audit</p>
      </StaffGate>,
    );
    expect(await screen.findByText('Warehouse cannot open this page: it needs audit:read.')).toBeTruthy();
    expect(screen.queryByText('The audit')).toBeNull();
    const places = screen.getByRole('navigation', { name: 'Back office' });
    expect([...places.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Orders', 'Pick list']);
  });

  it('offers Try Again when the back office cannot be reached', async () => {
    answer(new ApiError({ status: 0, errorCode: 'NETWORK', message: 'offline' }), warehouse);
    render(
      <StaffGate>
        <p>Inside</p>
      </StaffGate>,
    );
    expect(await screen.findByText('The back office could not be reached. Please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Inside')).toBeTruthy();
  });
});

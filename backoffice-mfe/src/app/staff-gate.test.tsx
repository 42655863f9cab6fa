import { type StaffLoginAnswer, type StaffMember, staffLoginReplySchema, staffMeReplySchema } from '@shop/shared/contracts';
import { navigate } from '@shop/shared/navigation';
import { answerAdmin, inTurn, networkFailure, refusal, type SentCall } from '@shop/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffGate } from './staff-gate';

const warehouse: StaffMember = {
  id: 's1',
  email: 'warehouse@example.in',
  name: 'Ravi',
  role: 'warehouse',
  roleName: 'Warehouse',
  permissions: ['orders:read', 'orders:pack', 'orders:print'],
};
const signedOut = () => refusal(401, 'UNAUTHORIZED', 'Sign in to the back office.');
const member = (staff: StaffMember) => ({ success: true as const, message: 'ok', data: staff });
const login = (answer: StaffLoginAnswer) => ({ success: true as const, message: 'ok', data: answer });
type Reply<Body> = Body | Response;

/**
 * Answers the gate's calls in turn: who is signed in (GET me) and each sign-in step (POST auth/login).
 * Returns every call the gate made, in order, as [method, endpoint, body].
 */
function answerGate(me: Reply<ReturnType<typeof member>>[], logins: Reply<ReturnType<typeof login>>[] = []) {
  const sent: SentCall[] = [];
  const whoIsSignedIn = inTurn(...me);
  const signInSteps = inTurn(...logins);
  answerAdmin('GET', 'me', staffMeReplySchema, (call) => {
    sent.push(call);
    return whoIsSignedIn(call);
  });
  answerAdmin('POST', 'auth/login', staffLoginReplySchema, (call) => {
    sent.push(call);
    return signInSteps(call);
  });
  return () => sent.map((call) => [call.method, call.url.pathname.replace('/api/admin/v1/', ''), call.body]);
}

describe('StaffGate', () => {
  it('signs a member in with a password and then the authenticator’s code, then shows the page in the frame', async () => {
    const sent = answerGate(
      [signedOut(), member(warehouse)],
      [login({ status: 'code-required' }), login({ status: 'signed-in', staff: warehouse })],
    );
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
    expect(sent()).toEqual([
      ['GET', 'me', undefined],
      ['POST', 'auth/login', { email: 'warehouse@example.in', password: 'Staff@123' }],
      ['POST', 'auth/login', { email: 'warehouse@example.in', password: 'Staff@123', code: '123456' }],
      ['GET', 'me', undefined],
    ]);
  });

  it('lands an owner who signs in at the front door on the dashboard, and another desk where it was', async () => {
    const owner: StaffMember = { ...warehouse, id: 's2', role: 'owner', roleName: 'Owner', permissions: ['orders:read', 'dashboard:read'] };
    for (const [staff, landing] of [
      [warehouse, '/'],
      [owner, '/dashboard'],
    ] as const) {
      navigate('/');
      answerGate([signedOut(), member(staff)], [login({ status: 'signed-in', staff })]);
      const { unmount } = render(
        <StaffGate>
          <p>Inside</p>
        </StaffGate>,
      );
      await userEvent.type(await screen.findByLabelText(/E-mail address/), staff.email);
      await userEvent.type(screen.getByLabelText(/^Password/), 'Staff@123');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Inside')).toBeTruthy();
      await waitFor(() => expect(window.location.pathname).toBe(landing));
      unmount();
    }
    navigate('/');
  });

  it('shows the first sign-in’s key to add to an authenticator app, and a wrong password’s message', async () => {
    answerGate(
      [signedOut()],
      [
        refusal(401, 'UNAUTHORIZED', 'The e-mail address or password is not right.'),
        login({ status: 'enrol', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Shop:ravi?secret=JBSWY3DPEHPK3PXP' }),
      ],
    );
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
    answerGate([member(warehouse)]);
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
    answerGate([networkFailure(), member(warehouse)]);
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

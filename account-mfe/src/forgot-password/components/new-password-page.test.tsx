import { resetToken } from '@shop/shared/auth';
import { messageReplySchema } from '@shop/shared/contracts';
import { answer, inTurn, networkFailure, refusal } from '@shop/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { NewPasswordPage } from './new-password-page';

const ticket = { email: 'asha@example.in', otp: '482913', algoName: 'SHA-384' };
const changed = { success: true as const, message: 'Password changed successfully!', data: null };
const passwordChange = () => answer('PUT', 'auth/forgot-password', messageReplySchema, changed);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  arriveAt('/newpassword', ticket);
});

afterEach(() => {
  vi.useRealTimers();
});

async function submit(newPassword: string, confirmPassword = newPassword) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<NewPasswordPage params={{}} />);
  await user.type(screen.getByLabelText('New password', { selector: 'input' }), newPassword);
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return user;
}

describe('NewPasswordPage', () => {
  it('changes the password with the header token and goes to sign in after 2 seconds', async () => {
    const sent = passwordChange();
    await submit('Fresh@456');

    await vi.waitFor(() => expect(toastMessages('success')).toEqual(['Password changed successfully!']));
    const token = await resetToken(ticket.algoName, ticket.email, ticket.otp);
    expect(sent.bodies()).toEqual([{ email: ticket.email, otp: ticket.otp, newPassword: 'Fresh@456' }]);
    expect(sent[0]?.headers.get('X-Otp-Token')).toBe(token);
    act(() => vi.advanceTimersByTime(2000));
    expect(currentLocation()).toEqual({ pathname: '/signin', state: { email: ticket.email } });
  });

  it('refuses a weak password with the pattern message and a toast', async () => {
    const sent = passwordChange();
    await submit('password');
    expect(await screen.findByText(/^Password must be at least 6 characters long, contain an uppercase letter/)).toBeTruthy();
    expect(toastMessages('error')).toEqual(['Invalid password format.']);
    expect(sent).toHaveLength(0);
  });

  it('says the passwords do not match', async () => {
    const sent = passwordChange();
    await submit('Fresh@456', 'Fresh@457');
    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('asks to start again when the code did not come along', async () => {
    arriveAt('/newpassword', { email: ticket.email });
    const sent = passwordChange();
    await submit('Fresh@456');
    expect(toastMessages('error')).toEqual(['Missing required information. Please retry.']);
    expect(screen.getByRole('alert').textContent).toContain('Missing required information. Please retry.');
    expect(sent).toHaveLength(0);
  });

  it('says the security token could not be calculated for an algorithm it does not know', async () => {
    arriveAt('/newpassword', { ...ticket, algoName: 'MD5' });
    const sent = passwordChange();
    await submit('Fresh@456');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual(['Error calculating security token. Please retry.']));
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal, or a server error, and keeps the page", async () => {
    const message = 'This code has expired. Please request a new one.';
    answer('PUT', 'auth/forgot-password', messageReplySchema, inTurn(refusal(400, 'OTP_EXPIRED', message), networkFailure()));
    const user = await submit('Fresh@456');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual([message]));

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(toastMessages('error')).toContain('Server error. Please try again later.'));
    expect(currentLocation().pathname).toBe('/newpassword');
  });
});

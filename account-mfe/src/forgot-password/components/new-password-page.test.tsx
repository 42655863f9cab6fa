import { ApiError, request } from '@shop/shared/api-client';
import { resetToken } from '@shop/shared/auth';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { NewPasswordPage } from './new-password-page';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);
const ticket = { email: 'asha@example.in', otp: '482913', algoName: 'SHA-384' };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  call.mockReset();
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
    call.mockResolvedValue({ success: true, message: 'Password changed successfully!', data: null });
    await submit('Fresh@456');

    await vi.waitFor(() => expect(toastMessages('success')).toEqual(['Password changed successfully!']));
    const token = await resetToken(ticket.algoName, ticket.email, ticket.otp);
    expect(call).toHaveBeenCalledExactlyOnceWith(
      'PUT',
      'auth/forgot-password',
      { email: ticket.email, otp: ticket.otp, newPassword: 'Fresh@456' },
      { 'X-Otp-Token': token },
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(currentLocation()).toEqual({ pathname: '/signin', state: { email: ticket.email } });
  });

  it('refuses a weak password with the pattern message and a toast', async () => {
    await submit('password');
    expect(await screen.findByText(/^Password must be at least 6 characters long, contain an uppercase letter/)).toBeTruthy();
    expect(toastMessages('error')).toEqual(['Invalid password format.']);
    expect(call).not.toHaveBeenCalled();
  });

  it('says the passwords do not match', async () => {
    await submit('Fresh@456', 'Fresh@457');
    expect(await screen.findByText('Passwords do not match!')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('asks to start again when the code did not come along', async () => {
    arriveAt('/newpassword', { email: ticket.email });
    await submit('Fresh@456');
    expect(toastMessages('error')).toEqual(['Missing required information. Please retry.']);
    expect(screen.getByRole('alert').textContent).toContain('Missing required information. Please retry.');
    expect(call).not.toHaveBeenCalled();
  });

  it('says the security token could not be calculated for an algorithm it does not know', async () => {
    arriveAt('/newpassword', { ...ticket, algoName: 'MD5' });
    await submit('Fresh@456');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual(['Error calculating security token. Please retry.']));
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, or a server error, and keeps the page", async () => {
    const message = 'This code has expired. Please request a new one.';
    call.mockRejectedValueOnce(new ApiError({ status: 400, errorCode: 'OTP_EXPIRED', message, body: { success: false, message } }));
    const user = await submit('Fresh@456');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual([message]));

    call.mockRejectedValueOnce(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'Network Error' }));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await vi.waitFor(() => expect(toastMessages('error')).toContain('Server error. Please try again later.'));
    expect(currentLocation().pathname).toBe('/newpassword');
  });
});

import { ApiError, request } from '@shop/shared/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { ForgotPasswordPage } from './forgot-password-page';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);

beforeEach(() => {
  call.mockReset();
  arriveAt('/forgotpassword');
});

async function sendFor(email: string) {
  const user = userEvent.setup();
  render(<ForgotPasswordPage params={{}} />);
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('ForgotPasswordPage', () => {
  it('asks for an e-mail address', async () => {
    await sendFor('');
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the code and goes to /verifyotp with the e-mail and algorithm', async () => {
    call.mockResolvedValue({
      success: true,
      message: 'If an account uses this email, a code is on its way.',
      data: { algoName: 'SHA-512' },
    });
    await sendFor('asha@example.in');
    await vi.waitFor(() => expect(currentLocation().pathname).toBe('/verifyotp'));
    expect(currentLocation().state).toEqual({ email: 'asha@example.in', algoName: 'SHA-512' });
    expect(call).toHaveBeenCalledExactlyOnceWith('POST', 'auth/forgot-password', { email: 'asha@example.in' });
  });

  it("marks the address when the server refuses it and says 'Server error.' when it cannot be reached", async () => {
    call.mockRejectedValueOnce(new ApiError({ status: 404, errorCode: 'USER_NOT_FOUND', message: 'Failed to send OTP, try again!' }));
    await sendFor('asha@example.in');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual(['Failed to send OTP, try again!']));
    expect(screen.getByText('Invalid email or account not found')).toBeTruthy();

    call.mockRejectedValueOnce(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'Network Error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await vi.waitFor(() => expect(toastMessages('error')).toContain('Server error.'));
    expect(currentLocation().pathname).toBe('/forgotpassword');
  });
});

import { resetCodeReplySchema } from '@shop/shared/contracts';
import { answer, inTurn, networkFailure, refusal } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { ForgotPasswordPage } from './forgot-password-page';

beforeEach(() => {
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
    const sent = answer('POST', 'auth/forgot-password', resetCodeReplySchema, { success: true, data: { algoName: 'SHA-512' } });
    await sendFor('');
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the code and goes to /verifyotp with the e-mail and algorithm', async () => {
    const sent = answer('POST', 'auth/forgot-password', resetCodeReplySchema, {
      success: true,
      message: 'If an account uses this email, a code is on its way.',
      data: { algoName: 'SHA-512' },
    });
    await sendFor('asha@example.in');
    await vi.waitFor(() => expect(currentLocation().pathname).toBe('/verifyotp'));
    expect(currentLocation().state).toEqual({ email: 'asha@example.in', algoName: 'SHA-512' });
    expect(sent.bodies()).toEqual([{ email: 'asha@example.in' }]);
  });

  it("marks the address when the server refuses it and says 'Server error.' when it cannot be reached", async () => {
    answer(
      'POST',
      'auth/forgot-password',
      resetCodeReplySchema,
      inTurn(refusal(404, 'USER_NOT_FOUND', 'Failed to send OTP, try again!'), networkFailure()),
    );
    await sendFor('asha@example.in');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual(['Failed to send OTP, try again!']));
    expect(screen.getByText('Invalid email or account not found')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await vi.waitFor(() => expect(toastMessages('error')).toContain('Server error.'));
    expect(currentLocation().pathname).toBe('/forgotpassword');
  });
});

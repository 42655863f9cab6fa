import { messageReplySchema, resetCodeReplySchema } from '@shop/shared/contracts';
import { answer, refusal } from '@shop/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { VerifyOtpPage } from './verify-otp-page';

const email = 'asha@example.in';
const verified = { success: true as const, message: 'OTP verified!', data: null };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  arriveAt('/verifyotp', { email, algoName: 'SHA-256' });
});

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<VerifyOtpPage params={{}} />);
  return user;
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}

const resendButton = () => screen.getByRole('button', { name: /^Resend OTP/ });

describe('VerifyOtpPage', () => {
  it('asks for all six digits before sending anything', async () => {
    const sent = answer('POST', 'auth/forgot-password/verify', messageReplySchema, verified);
    const user = setup();
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Submit OTP' }));
    expect(screen.getByText('Enter a valid 6-digit OTP')).toBeTruthy();
    expect(sent).toHaveLength(0);
    // Like every form's first bad field, the boxes take focus: the first empty one, where typing goes on.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 4 of 6' }));
    await user.keyboard('4');
    expect(screen.queryByText('Enter a valid 6-digit OTP')).toBeNull();
  });

  it("says 'OTP verified!' and goes to /newpassword after 2 seconds with the e-mail, code and algorithm", async () => {
    const sent = answer('POST', 'auth/forgot-password/verify', messageReplySchema, verified);
    const user = setup();
    await typeCode(user, '482913');
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(toastMessages('success')).toEqual(['OTP verified!']));
    expect(sent.bodies()).toEqual([{ email, otp: '482913' }]);
    expect(screen.getByRole('button', { name: 'OTP verified!' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1900));
    expect(currentLocation().pathname).toBe('/verifyotp');
    act(() => vi.advanceTimersByTime(100));
    expect(currentLocation()).toEqual({ pathname: '/newpassword', state: { email, otp: '482913', algoName: 'SHA-256' } });
  });

  it("marks a wrong code 'Invalid OTP' and toasts the server's message", async () => {
    answer('POST', 'auth/forgot-password/verify', messageReplySchema, refusal(400, 'INVALID_OTP', 'Invalid OTP'));
    const user = setup();
    await typeCode(user, '000000');
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(toastMessages('error')).toEqual(['Invalid OTP']));
    expect(screen.getByText('Invalid OTP', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit OTP' })).toHaveProperty('disabled', false);
  });

  it('says something went wrong when the server fails', async () => {
    answer('POST', 'auth/forgot-password/verify', messageReplySchema, refusal(500, 'INTERNAL', 'Something went wrong. Please try again.'));
    const user = setup();
    await typeCode(user, '482913');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual(['Something went wrong, try again.']));
  });

  it('keeps Resend disabled for 60 seconds, then sends a new code with its new algorithm and counts down again', async () => {
    const user = setup();
    expect(resendButton().textContent).toBe('Resend OTP in 60s');
    expect(resendButton()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(59_000));
    expect(resendButton().textContent).toBe('Resend OTP in 1s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(resendButton().textContent).toBe('Resend OTP');

    const resent = answer('POST', 'auth/forgot-password', resetCodeReplySchema, {
      success: true,
      message: 'On its way',
      data: { algoName: 'SHA-512' },
    });
    await user.click(resendButton());
    await vi.waitFor(() => expect(toastMessages('success')).toEqual(['Resent OTP to your email']));
    expect(resent.bodies()).toEqual([{ email }]);
    await vi.waitFor(() => expect(resendButton().textContent).toBe('Resend OTP in 60s'));
    expect(resendButton()).toHaveProperty('disabled', true);

    const checked = answer('POST', 'auth/forgot-password/verify', messageReplySchema, verified);
    await typeCode(user, '654321');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(toastMessages('success')).toContain('OTP verified!'));
    act(() => vi.advanceTimersByTime(2000));
    expect(currentLocation().state).toEqual({ email, otp: '654321', algoName: 'SHA-512' });
    expect(checked.bodies()).toEqual([{ email, otp: '654321' }]);
  });

  it('says it cannot find the e-mail when the page was opened without one', async () => {
    arriveAt('/verifyotp');
    const resent = answer('POST', 'auth/forgot-password', resetCodeReplySchema, { success: true, data: { algoName: 'SHA-512' } });
    const user = setup();
    expect(screen.getByRole('alert').textContent).toContain("We Can't Find Your Email, Please Go Back");
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resendButton());
    expect(toastMessages('error')).toEqual(["We Can't Find Your Email, Please Go Back"]);
    expect(resent).toHaveLength(0);
  });
});

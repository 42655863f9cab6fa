import { loginReplySchema, messageReplySchema } from '@shop/shared/contracts';
import { $session } from '@shop/shared/stores';
import { answer, makeUser, refusal } from '@shop/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { VerificationPage } from './verification-page';

const email = 'asha@example.in';
const asha = makeUser({ email, cart: [], wishlist: [] });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  arriveAt('/verification', { email });
});

afterEach(() => {
  vi.useRealTimers();
});

async function enter(code: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<VerificationPage params={{}} />);
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
  await user.keyboard('{Enter}');
  return user;
}

describe('VerificationPage', () => {
  it('explains a visit without an e-mail and links back to sign in', () => {
    arriveAt('/verification');
    render(<VerificationPage params={{}} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not tell which email address to verify.');
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('signs in with a correct code and goes home', async () => {
    const sent = answer('POST', 'auth/signup/verify', loginReplySchema, { success: true, message: 'OTP verified!', data: { user: asha } });
    await enter('482913');

    await vi.waitFor(() => expect($session.get().isLoggedIn).toBe(true));
    expect(sent.bodies()).toEqual([{ email, otp: '482913' }]);
    expect($session.get().userInfo).toMatchObject({ fullName: 'Asha Patel' });
    expect(currentLocation().pathname).toBe('/');
    expect(toastMessages('success')).toEqual(['Welcome, Asha!']);
  });

  it('completes the profile first when it has no phone number', async () => {
    answer('POST', 'auth/signup/verify', loginReplySchema, { success: true, data: { user: { ...asha, phoneNumber: '' } } });
    await enter('482913');
    await vi.waitFor(() => expect(currentLocation().pathname).toBe('/userverify'));
    expect($session.get().isLoggedIn).toBe(true);
  });

  it("marks a wrong code and shows the server's words for an expired one", async () => {
    const message = 'This code has expired. Please request a new one.';
    answer('POST', 'auth/signup/verify', loginReplySchema, refusal(400, 'OTP_EXPIRED', message));
    await enter('000000');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual([message]));
    expect(screen.getByText('Invalid OTP')).toBeTruthy();
    expect($session.get().isLoggedIn).toBe(false);
  });

  it('sends a new sign-in code once the countdown is over', async () => {
    const sent = answer('POST', 'auth/login/otp', messageReplySchema, { success: true, message: 'On its way', data: null });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<VerificationPage params={{}} />);
    const resend = screen.getByRole('button', { name: /^Resend OTP/ });
    expect(resend).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(resend);
    await vi.waitFor(() => expect(toastMessages('success')).toEqual(['Resent OTP to your email']));
    expect(sent.bodies()).toEqual([{ email }]);
    await vi.waitFor(() => expect(resend.textContent).toBe('Resend OTP in 60s'));
  });
});

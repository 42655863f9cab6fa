import { loginReplySchema, messageReplySchema } from '@shop/shared/contracts';
import { $session } from '@shop/shared/stores';
import { answer, makeUser, networkFailure, refusal } from '@shop/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { SignInPage } from './sign-in-page';

const asha = makeUser({ cart: [], wishlist: [] });
const signedIn = { success: true as const, data: { user: asha } };

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.getByLabelText('Password', { selector: 'input' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  arriveAt('/signin');
});

afterEach(() => {
  vi.useRealTimers();
});

async function signInAs(email: string, password: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<SignInPage params={{}} />);
  await user.type(emailBox(), email);
  await user.type(passwordBox(), password);
  await user.keyboard('{Enter}');
  return user;
}

describe('SignInPage', () => {
  it('shows the sign-up form’s messages at the fields and clears one when it is edited', async () => {
    const sent = answer('POST', 'auth/login', loginReplySchema, signedIn);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SignInPage params={{}} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(emailBox());

    await user.type(emailBox(), 'asha');
    expect(screen.queryByText('Enter your email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SignInPage params={{}} />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordBox().getAttribute('type')).toBe('password');
    await user.click(toggle);
    expect(passwordBox().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('greets the shopper, then signs in and goes on where the guard sent them from', async () => {
    arriveAt('/signin', { from: '/profile' });
    const sent = answer('POST', 'auth/login', loginReplySchema, signedIn);
    const user = await signInAs('asha@example.in', 'secret1');

    expect(await screen.findByText('Welcome back, Asha!')).toBeTruthy();
    expect(sent.bodies()).toEqual([{ email: 'asha@example.in', password: 'secret1' }]);
    // The guard would leave the page the moment the store changes, so the greeting comes first.
    expect($session.get().isLoggedIn).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect($session.get()).toMatchObject({ isLoggedIn: true, userInfo: { fullName: 'Asha Patel' } });
    expect(currentLocation().pathname).toBe('/profile');
  });

  it('goes on by itself after the greeting', async () => {
    answer('POST', 'auth/login', loginReplySchema, signedIn);
    await signInAs('asha@example.in', 'secret1');
    await screen.findByText('Welcome back, Asha!');

    act(() => vi.advanceTimersByTime(2000));
    expect($session.get().isLoggedIn).toBe(true);
    expect(currentLocation().pathname).toBe('/');
  });

  it('marks both fields and toasts the message when the server refuses the credentials', async () => {
    answer('POST', 'auth/login', loginReplySchema, refusal(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    await signInAs('asha@example.in', 'wrong12');

    expect(await screen.findAllByText('Invalid email or password')).toHaveLength(2);
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(passwordBox().getAttribute('aria-invalid')).toBe('true');
    expect(toastMessages('error')).toEqual(['Invalid email or password']);
    expect($session.get().isLoggedIn).toBe(false);
    expect(emailBox()).toHaveProperty('value', 'asha@example.in');
  });

  it('says something went wrong when the server cannot be reached, and lets the shopper try again', async () => {
    answer('POST', 'auth/login', loginReplySchema, networkFailure());
    await signInAs('asha@example.in', 'secret1');

    await vi.waitFor(() => expect(toastMessages('error')).toEqual(['Something went wrong. Please try again.']));
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
  });

  it('sends an unverified account to enter the code just mailed', async () => {
    answer(
      'POST',
      'auth/login',
      loginReplySchema,
      refusal(403, 'ACCOUNT_NOT_VERIFIED', 'Please verify your email first. We have sent you a new code.'),
    );
    await signInAs('asha@example.in', 'secret1');

    await vi.waitFor(() => expect(currentLocation().pathname).toBe('/verification'));
    expect(currentLocation().state).toEqual({ email: 'asha@example.in' });
    expect(toastMessages('info')).toEqual(['Please verify your email first. We have sent you a new code.']);
  });

  it('signs in with a one-time code instead: the code is mailed and the shopper goes to enter it', async () => {
    arriveAt('/signin', { from: '/cart' });
    const sent = answer('POST', 'auth/login/otp', messageReplySchema, {
      success: true,
      message: 'If an account uses this email, a code is on its way.',
      data: null,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SignInPage params={{}} />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a one-time code instead' }));
    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(screen.queryByText('Enter your password')).toBeNull();

    await user.type(emailBox(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Sign in with a one-time code instead' }));
    await vi.waitFor(() => expect(currentLocation().pathname).toBe('/verification'));
    expect(sent.bodies()).toEqual([{ email: 'asha@example.in' }]);
    expect(currentLocation().state).toEqual({ email: 'asha@example.in', from: '/cart' });
  });

  it('starts with the e-mail a finished password reset handed over', () => {
    arriveAt('/signin', { email: 'asha@example.in' });
    render(<SignInPage params={{}} />);
    expect(emailBox()).toHaveProperty('value', 'asha@example.in');
  });
});

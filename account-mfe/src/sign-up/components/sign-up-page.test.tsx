import { signUpReplySchema } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { answer, networkFailure } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { SignUpPage } from './sign-up-page';

const welcome = { success: true as const, message: 'Hello Asha Patel, your signup was successful!', data: { email: 'asha@example.in' } };
const signUps = () => answer('POST', 'auth/signup', signUpReplySchema, welcome, 201);

beforeEach(() => {
  arriveAt('/signup');
});

async function fill(overrides: { confirm?: string } = {}) {
  const user = userEvent.setup();
  render(<SignUpPage params={{}} />);
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Asha Patel');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '9876543210');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), overrides.confirm ?? 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }));
  return user;
}

describe('SignUpPage', () => {
  it('offers only Retail Buyer, chosen, and links the terms in a new tab and sign in', () => {
    render(<SignUpPage params={{}} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Retail Buyer']);
    expect(screen.getByRole('radio', { name: 'Retail Buyer' })).toHaveProperty('checked', true);
    const terms = screen.getByRole('link', { name: 'Terms & Conditions' });
    expect(terms.getAttribute('href')).toBe('/termscondition');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
  });

  it('shows every rule at its field, focuses the first, and clears a message once its field is edited', async () => {
    const sent = signUps();
    const user = userEvent.setup();
    render(<SignUpPage params={{}} />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'Enter your full name',
      'Enter your email',
      'Enter your phone number',
      'Create a password',
      'You must agree to the terms',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Full name' }));

    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '12');
    expect(screen.queryByText('Enter your phone number')).toBeNull();
    expect(screen.getByText('Enter your full name')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('tells a password mismatch as a toast and sends nothing', async () => {
    const sent = signUps();
    const user = await fill({ confirm: 'secret2' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(toastMessages('error')).toEqual(['Passwords do not match']);
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('signs up with a 5-second toast and goes to /verification with the e-mail', async () => {
    const sent = signUps();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await vi.waitFor(() => expect(currentLocation().pathname).toBe('/verification'));
    expect(currentLocation().state).toEqual({ email: 'asha@example.in' });
    expect(sent.bodies()).toEqual([
      {
        fullName: 'Asha Patel',
        email: 'asha@example.in',
        phoneNumber: '9876543210',
        password: 'secret1',
        confirmPassword: 'secret1',
        checked: true,
        accountType: 'retail buyer',
      },
    ]);
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: 'Hello Asha Patel, your signup was successful!', duration: 5000 }]);
  });

  it("says 'Error Occurred' for 5 seconds when no reply came, keeping what was typed", async () => {
    answer('POST', 'auth/signup', signUpReplySchema, networkFailure());
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await vi.waitFor(() => expect($toasts.get()).toMatchObject([{ kind: 'error', message: 'Error Occurred', duration: 5000 }]));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Asha Patel');
    expect(currentLocation().pathname).toBe('/signup');
  });
});

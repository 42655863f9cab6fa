import { messageReplySchema } from '@shop/shared/contracts';
import { answer, inTurn, refusal } from '@shop/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastMessages } from '../../app/page-test-helpers';
import { DeleteAccountPage } from './delete-account-page';

const values = { email: 'asha@example.in', password: 'secret1', confirmPassword: 'secret1' };
const submitted = { success: true as const, message: 'Account deletion request submitted successfully', data: null };

async function fillAndContinue() {
  const user = userEvent.setup();
  render(<DeleteAccountPage params={{}} />);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), values.email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), values.password);
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), values.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('DeleteAccountPage', () => {
  it('checks the form before asking for confirmation', async () => {
    const user = userEvent.setup();
    render(<DeleteAccountPage params={{}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('asks once more, and Cancel goes back to the filled form', async () => {
    const sent = answer('POST', 'auth/delete-account', messageReplySchema, submitted);
    const user = await fillAndContinue();
    const question = screen.getByRole('heading', { name: 'Delete the account asha@example.in?' });
    // The form is checked asynchronously; the question takes focus once it has rendered.
    await waitFor(() => expect(document.activeElement).toBe(question));
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', values.email);
  });

  it('submits on Confirm and ends on a cleared form with the success message', async () => {
    const sent = answer('POST', 'auth/delete-account', messageReplySchema, submitted);
    const user = await fillAndContinue();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Account deletion request submitted successfully');
    expect(sent.bodies()).toEqual([values]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', '');
    expect(toastMessages('success')).toEqual(['Account deletion request submitted successfully']);
  });

  it("shows the server's words for a wrong password and the page's own text for other failures, keeping the form", async () => {
    const message = 'Invalid email or password';
    answer(
      'POST',
      'auth/delete-account',
      messageReplySchema,
      inTurn(refusal(401, 'INVALID_CREDENTIALS', message), refusal(500, 'INTERNAL', 'Something went wrong. Please try again.')),
    );
    const user = await fillAndContinue();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(toastMessages('error')).toEqual([message]));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', values.email);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(toastMessages('error')).toContain('An error occurred. Please try again.'));
  });
});

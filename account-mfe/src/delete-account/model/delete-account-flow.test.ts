import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it } from 'vitest';
import {
  type DeleteAccountAction,
  type DeleteAccountState,
  deleteAccountFailure,
  deleteAccountReducer,
  initialDeleteAccount,
} from './delete-account-flow';

const run = (...actions: DeleteAccountAction[]) => actions.reduce<DeleteAccountState>(deleteAccountReducer, initialDeleteAccount);
const typed: DeleteAccountAction[] = [
  { type: 'change', field: 'email', value: 'asha@example.in' },
  { type: 'change', field: 'password', value: 'secret1' },
  { type: 'change', field: 'confirmPassword', value: 'secret1' },
];

describe('deleteAccountReducer', () => {
  it('stays on the form with every message of SPEC §5 when it is empty', () => {
    expect(run({ type: 'review' })).toMatchObject({
      step: 'form',
      errors: { email: 'Email is required', password: 'Password is required', confirmPassword: 'Please confirm your password' },
    });
  });

  it('checks the e-mail, the length and that both passwords match', () => {
    const state = run(
      { type: 'change', field: 'email', value: 'asha' },
      { type: 'change', field: 'password', value: 'abc' },
      { type: 'change', field: 'confirmPassword', value: 'abd' },
      { type: 'review' },
    );
    expect(state.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it("clears a field's error when it is edited", () => {
    const state = run({ type: 'review' }, { type: 'change', field: 'email', value: 'a' });
    expect(state.errors.email).toBeUndefined();
    expect(state.errors.password).toBe('Password is required');
  });

  it('goes form → confirmation → submission → cleared form', () => {
    const confirming = run(...typed, { type: 'review' });
    expect(confirming.step).toBe('confirm');
    const sending = deleteAccountReducer(confirming, { type: 'submit' });
    expect(sending.step).toBe('submitting');
    expect(deleteAccountReducer(sending, { type: 'succeeded' })).toEqual({ ...initialDeleteAccount, submitted: true });
  });

  it('goes back to the filled form on Cancel', () => {
    const state = run(...typed, { type: 'review' }, { type: 'cancel' });
    expect(state.step).toBe('form');
    expect(state.values.email).toBe('asha@example.in');
  });

  it('never submits from the form itself, nor edits while confirming', () => {
    expect(run(...typed, { type: 'submit' }).step).toBe('form');
    const confirming = run(...typed, { type: 'review' });
    expect(deleteAccountReducer(confirming, { type: 'change', field: 'email', value: 'x' })).toBe(confirming);
  });

  it('keeps what was typed after a failure', () => {
    const state = run(...typed, { type: 'review' }, { type: 'submit' }, { type: 'failed' });
    expect(state).toMatchObject({ step: 'form', values: { email: 'asha@example.in', password: 'secret1' } });
  });
});

describe('deleteAccountFailure', () => {
  it("uses the server's words for a wrong password and the spec's text otherwise", () => {
    expect(
      deleteAccountFailure(new ApiError({ status: 401, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })),
    ).toBe('Invalid email or password');
    expect(deleteAccountFailure(new ApiError({ status: 500, errorCode: 'INTERNAL', message: 'Something went wrong.' }))).toBe(
      'An error occurred. Please try again.',
    );
  });
});

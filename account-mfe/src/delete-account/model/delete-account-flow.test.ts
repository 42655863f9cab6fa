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

describe('deleteAccountReducer', () => {
  it('goes form → confirmation → submission → form with the success message', () => {
    const confirming = run({ type: 'review' });
    expect(confirming.step).toBe('confirm');
    const sending = deleteAccountReducer(confirming, { type: 'submit' });
    expect(sending.step).toBe('submitting');
    expect(deleteAccountReducer(sending, { type: 'succeeded' })).toEqual({ step: 'form', submitted: true });
  });

  it('goes back to the form on Cancel and after a failure', () => {
    expect(run({ type: 'review' }, { type: 'cancel' }).step).toBe('form');
    expect(run({ type: 'review' }, { type: 'submit' }, { type: 'failed' }).step).toBe('form');
  });

  it('never submits from the form itself', () => {
    expect(run({ type: 'submit' }).step).toBe('form');
  });

  it('drops the success message once the form is edited again', () => {
    const done = run({ type: 'review' }, { type: 'submit' }, { type: 'succeeded' });
    expect(deleteAccountReducer(done, { type: 'edited' }).submitted).toBe(false);
  });
});

describe('deleteAccountFailure', () => {
  it("uses the server's words for a wrong password and the page's own text otherwise", () => {
    expect(
      deleteAccountFailure(new ApiError({ status: 401, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })),
    ).toBe('Invalid email or password');
    expect(deleteAccountFailure(new ApiError({ status: 500, errorCode: 'INTERNAL', message: 'Something went wrong.' }))).toBe(
      'An error occurred. Please try again.',
    );
  });
});

import { ApiError } from '@shop/shared/api-client';
import { serverFieldErrors } from '@shop/shared/forms';
import { fieldErrors, signUpSchema } from '@shop/shared/validation';
import { describe, expect, it } from 'vitest';
import { emptySignUp, type SignUpFormValues, signUpFailure, signUpPayload } from './sign-up-form';

// The form as typed, checked as the page checks it.
const checkSignUp = (values: SignUpFormValues) => fieldErrors(signUpSchema, values);

const filled: SignUpFormValues = {
  fullName: ' Asha Patel ',
  email: ' asha@example.in ',
  phoneNumber: '9876543210',
  accountType: 'Retail Buyer',
  password: 'secret1',
  confirmPassword: 'secret1',
  checked: true,
};

describe('the sign-up form against its schema', () => {
  it('passes a complete form', () => {
    expect(checkSignUp(filled)).toEqual({});
  });

  it('gives every message of the form for an empty form', () => {
    expect(checkSignUp(emptySignUp())).toEqual({
      fullName: 'Enter your full name',
      email: 'Enter your email',
      phoneNumber: 'Enter your phone number',
      password: 'Create a password',
      checked: 'You must agree to the terms',
    });
  });

  it.each([
    ['email', 'asha@example', 'Enter a valid email'],
    ['phoneNumber', '98765', 'Enter a valid phone number'],
    ['phoneNumber', '98765-43210', 'Enter a valid phone number'],
    ['phoneNumber', '1234567890123456', 'Enter a valid phone number'],
  ] as const)('refuses %s %s', (field, value, message) => {
    expect(checkSignUp({ ...filled, [field]: value })).toEqual({ [field]: message });
  });

  it('wants a password of at least 6 characters', () => {
    expect(checkSignUp({ ...filled, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it('finds a password mismatch at the confirmation', () => {
    expect(checkSignUp({ ...filled, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('signUpPayload', () => {
  it('trims the texts, keeps the passwords as typed, and sends the lowercased account type', () => {
    expect(signUpPayload({ ...filled, password: ' secret1', confirmPassword: ' secret1' })).toEqual({
      fullName: 'Asha Patel',
      email: 'asha@example.in',
      phoneNumber: '9876543210',
      password: ' secret1',
      confirmPassword: ' secret1',
      checked: true,
      accountType: 'retail buyer',
    });
  });
});

describe('sign-up failures', () => {
  it("marks the fields the server refused and toasts the server's message", () => {
    const message = 'An account with this email already exists. Please sign in.';
    const body = { success: false, errorCode: 'EMAIL_TAKEN', message, fields: { email: 'Taken', other: 3 } };
    const error = new ApiError({ status: 409, errorCode: 'EMAIL_TAKEN', message, body });
    expect(serverFieldErrors(error)).toEqual({ email: 'Taken' });
    expect(signUpFailure(error)).toBe('An account with this email already exists. Please sign in.');
  });

  it("says 'Error Occurred' when no reply came", () => {
    expect(signUpFailure(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'Network Error' }))).toBe('Error Occurred');
    expect(serverFieldErrors(new Error('bug'))).toEqual({});
  });
});

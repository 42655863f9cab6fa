import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it } from 'vitest';
import { signInFailure, welcomeMessage } from './sign-in-failure';

const apiError = (status: number, errorCode: string, message: string) => new ApiError({ status, errorCode, message });

describe('signInFailure', () => {
  it('marks both fields for wrong credentials and toasts the server message', () => {
    expect(signInFailure(apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'))).toEqual({
      kind: 'refused',
      toast: 'Invalid email or password',
      fieldError: 'Invalid email or password',
    });
  });

  it("treats a reply without the API's error code as a fault, marking no field", () => {
    expect(signInFailure(apiError(400, 'HTTP_400', 'Request failed with status 400'))).toEqual({
      kind: 'error',
      toast: 'Something went wrong. Please try again.',
    });
  });

  it('sends an unverified account to enter its code', () => {
    expect(signInFailure(apiError(403, 'ACCOUNT_NOT_VERIFIED', 'Please verify your email first.'))).toEqual({
      kind: 'unverified',
      message: 'Please verify your email first.',
    });
  });

  it('does not blame the fields when the server asks to wait', () => {
    expect(signInFailure(apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in a minute.'))).toEqual({
      kind: 'refused',
      toast: 'Too many attempts. Try again in a minute.',
    });
  });

  it("shows the server's message for a fault, or its own words when none came", () => {
    expect(signInFailure(apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'))).toEqual({
      kind: 'error',
      toast: 'Something went wrong. Please try again.',
    });
    expect(signInFailure(new Error('bug'))).toEqual({ kind: 'error', toast: 'Something went wrong. Please try again.' });
  });
});

describe('welcomeMessage', () => {
  it('greets by first name', () => {
    expect(welcomeMessage('Asha')).toBe('Welcome back, Asha!');
    expect(welcomeMessage('')).toBe('Welcome back!');
  });
});

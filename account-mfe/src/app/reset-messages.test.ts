import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it } from 'vitest';
import { changePasswordFailure, sendCodeFailure, verifyCodeFailure } from './reset-messages';

const refusal = (status: number, errorCode: string, message: string) => new ApiError({ status, errorCode, message });
const outage = new ApiError({ status: 500, errorCode: 'INTERNAL', message: 'Something went wrong. Please try again.' });
const offline = new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'Network Error' });

describe('sendCodeFailure', () => {
  it("shows the server's refusal and marks the e-mail field", () => {
    expect(sendCodeFailure(refusal(400, 'VALIDATION_ERROR', 'Please enter a valid email address'))).toEqual({
      toast: 'Please enter a valid email address',
      inline: 'Invalid email or account not found',
    });
  });

  it("treats a reply without the API's error code as a server fault (the shop's one rule)", () => {
    expect(sendCodeFailure(refusal(404, 'HTTP_404', 'Request failed with status 404'))).toEqual({ toast: 'Server error.' });
  });

  it('does not blame the address when asked to wait', () => {
    expect(sendCodeFailure(refusal(429, 'OTP_TOO_SOON', 'Please wait a minute'))).toEqual({ toast: 'Please wait a minute' });
  });

  it("says 'Server error.' when no reply came", () => {
    expect(sendCodeFailure(offline)).toEqual({ toast: 'Server error.' });
    expect(sendCodeFailure(new Error('bug'))).toEqual({ toast: 'Server error.' });
  });
});

describe('verifyCodeFailure', () => {
  it("shows the server's refusal and 'Invalid OTP' at the boxes", () => {
    expect(verifyCodeFailure(refusal(400, 'INVALID_OTP', 'Invalid OTP'))).toEqual({ toast: 'Invalid OTP', inline: 'Invalid OTP' });
  });

  it("treats a reply without the API's error code as a fault, not a wrong code", () => {
    expect(verifyCodeFailure(refusal(400, 'HTTP_400', 'Request failed with status 400'))).toEqual({
      toast: 'Something went wrong, try again.',
    });
  });

  it('says something went wrong for an outage', () => {
    expect(verifyCodeFailure(outage)).toEqual({ toast: 'Something went wrong, try again.' });
  });
});

describe('changePasswordFailure', () => {
  it("uses the server's refusal, else its own words", () => {
    expect(changePasswordFailure(refusal(400, 'OTP_EXPIRED', 'This code has expired. Please request a new one.'))).toBe(
      'This code has expired. Please request a new one.',
    );
    expect(changePasswordFailure(refusal(400, 'HTTP_400', 'Request failed with status 400'))).toBe('Server error. Please try again later.');
    expect(changePasswordFailure(outage)).toBe('Server error. Please try again later.');
  });
});

import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it } from 'vitest';
import { accepted, failureMessage, serverFieldErrors } from './submit-failure';

const FALLBACK = 'Failed to submit inquiry. Please try again.';

const refused = (status: number, body: unknown) => new ApiError({ status, errorCode: 'X', message: 'raw', body });

describe('failureMessage', () => {
  it('shows the server’s words for a refused form and for too many tries', () => {
    expect(failureMessage(refused(400, { success: false, message: 'Invalid mobile number' }), FALLBACK)).toBe('Invalid mobile number');
    expect(failureMessage(refused(429, { success: false, message: 'Too many requests' }), FALLBACK)).toBe('Too many requests');
  });

  it('keeps server errors, network errors and bugs to the general message', () => {
    expect(failureMessage(refused(500, { success: false, message: 'Internal Server Error' }), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(refused(0, undefined), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(new TypeError('x is undefined'), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(refused(400, { success: false }), FALLBACK)).toBe(FALLBACK);
  });
});

describe('serverFieldErrors', () => {
  it('reads the text messages of a 400 reply’s fields', () => {
    const body = { success: false, fields: { 'products.1.productId': 'Gone', odd: 3 } };
    expect(serverFieldErrors(refused(400, body))).toEqual({ 'products.1.productId': 'Gone' });
  });

  it('reads nothing from other failures', () => {
    expect(serverFieldErrors(refused(500, { fields: { a: 'b' } }))).toEqual({});
    expect(serverFieldErrors(refused(400, { success: false }))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('accepted', () => {
  it('takes only an explicit success', () => {
    expect(accepted({ success: true })).toBe(true);
    expect(accepted({ success: false })).toBe(false);
    expect(accepted({})).toBe(false);
  });
});

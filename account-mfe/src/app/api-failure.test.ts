import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it } from 'vitest';
import { isRefusal, isTooSoon, refusalMessage } from './api-failure';

const refused = new ApiError({ status: 401, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
const bare = new ApiError({ status: 404, errorCode: 'HTTP_404', message: 'Request failed with status 404' });
const outage = new ApiError({ status: 500, errorCode: 'INTERNAL', message: 'Something went wrong. Please try again.' });
const offline = new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'Network Error' });

describe('api failures', () => {
  it('tells a refusal from an outage', () => {
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(outage)).toBe(false);
    expect(isRefusal(offline)).toBe(false);
    expect(isRefusal(new Error('bug'))).toBe(false);
  });

  it('knows a request to wait', () => {
    expect(isTooSoon(new ApiError({ status: 429, errorCode: 'OTP_TOO_SOON', message: 'Wait' }))).toBe(true);
    expect(isTooSoon(refused)).toBe(false);
  });

  it("uses the server's words only for a refusal that carries them", () => {
    expect(refusalMessage(refused, 'Login failed, try again!')).toBe('Invalid email or password');
    expect(refusalMessage(bare, 'Login failed, try again!')).toBe('Login failed, try again!');
    expect(refusalMessage(outage, 'Login failed, try again!')).toBe('Login failed, try again!');
  });
});

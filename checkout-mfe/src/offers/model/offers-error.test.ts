import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it } from 'vitest';
import { offersError } from './offers-error';

describe('offersError', () => {
  it('says the fetch failed when the server answered with an error', () => {
    expect(offersError(new ApiError({ status: 500, errorCode: 'X', message: 'x' }))).toBe('Failed to fetch offers');
    expect(offersError(new ApiError({ status: 401, errorCode: 'X', message: 'x' }))).toBe('Failed to fetch offers');
  });

  it('says the server could not be reached when no reply came', () => {
    expect(offersError(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'x' }))).toBe('Error connecting to the server');
    expect(offersError(new TypeError('Failed to fetch'))).toBe('Error connecting to the server');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { hasErrorCode, isRefusal, sessionCallMessage, shopperMessage } from './shopper-message';

const refusal = new ApiError({ status: 409, errorCode: 'OUT_OF_STOCK', message: 'This product is currently out of stock' });

describe('shopperMessage', () => {
  it('shows the API message of a refusal with an error code', () => {
    expect(shopperMessage(refusal, 'Something went wrong')).toBe('This product is currently out of stock');
  });

  it('shows the fallback for an outage, a reply without an error code, or something that is not a call', () => {
    const outage = new ApiError({ status: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'Database is down' });
    const proxyPage = new ApiError({ status: 404, errorCode: 'HTTP_404', message: 'Request failed with status 404' });
    const offline = new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'Failed to fetch' });
    for (const error of [outage, proxyPage, offline, new Error('bug'), undefined]) {
      expect(shopperMessage(error, 'Try again')).toBe('Try again');
    }
  });

  it('shows the fallback when a refusal carries an empty message', () => {
    expect(shopperMessage(new ApiError({ status: 400, errorCode: 'VALIDATION_ERROR', message: ' ' }), 'Check the form')).toBe(
      'Check the form',
    );
  });
});

describe('sessionCallMessage', () => {
  it('asks a shopper whose session ended to log in, and otherwise follows the shared rule', () => {
    const signedOut = new ApiError({ status: 401, errorCode: 'UNAUTHORIZED', message: 'Authentication required' });
    expect(sessionCallMessage(signedOut, 'Failed to add product to cart')).toBe('Please Log In');
    expect(sessionCallMessage(refusal, 'Failed to add product to cart')).toBe('This product is currently out of stock');
    expect(sessionCallMessage(new Error('bug'), 'Failed to add product to cart')).toBe('Failed to add product to cart');
  });
});

describe('hasErrorCode', () => {
  it('recognises a refusal by its code, not its text', () => {
    expect(hasErrorCode(refusal, 'STOCK_LIMIT', 'OUT_OF_STOCK')).toBe(true);
    expect(hasErrorCode(refusal, 'STOCK_LIMIT')).toBe(false);
    expect(hasErrorCode(new Error('OUT_OF_STOCK'), 'OUT_OF_STOCK')).toBe(false);
  });

  it('tells a refusal from an outage', () => {
    expect(isRefusal(refusal)).toBe(true);
    expect(isRefusal(new ApiError({ status: 500, errorCode: 'INTERNAL', message: 'x' }))).toBe(false);
  });
});

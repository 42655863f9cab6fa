import { ApiError } from '@shop/shared/api-client';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

const refused = (status: number, body: unknown) =>
  new ApiError({ status, errorCode: 'VALIDATION_FAILED', message: 'Check the form', body });

describe('serverFieldErrors', () => {
  it('reads the text messages of a refusal’s fields', () => {
    const body = { success: false, fields: { 'products.1.productId': 'Gone', odd: 3 } };
    expect(serverFieldErrors(refused(400, body))).toEqual({ 'products.1.productId': 'Gone' });
  });

  it('reads nothing from server faults, bodies without fields and bugs', () => {
    expect(serverFieldErrors(refused(500, { fields: { a: 'b' } }))).toEqual({});
    expect(serverFieldErrors(refused(400, { success: false }))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

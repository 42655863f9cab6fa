import { ApiError } from '@shop/shared/api-client';
import { completeProfileSchema, fieldErrors } from '@shop/shared/validation';
import { describe, expect, it } from 'vitest';
import { type CompleteProfileValues, completeProfileBody, completeProfileFailure, pathAfterCompleting } from './complete-profile-form';

// The form as typed, checked as the page checks it.
const checkCompleteProfile = (values: CompleteProfileValues) => fieldErrors(completeProfileSchema, values);

describe('the complete-profile form against its schema', () => {
  it('asks for the phone number and the account type', () => {
    expect(checkCompleteProfile({ phoneNumber: '', accountType: '' })).toEqual({
      phoneNumber: 'Phone number is required',
      accountType: 'Choose an account type',
    });
  });

  it('refuses a phone number that is not 10 to 15 digits', () => {
    expect(checkCompleteProfile({ phoneNumber: '12345', accountType: 'retailer' })).toEqual({ phoneNumber: 'Enter a valid phone number' });
  });

  it('refuses the wholesaler type, which a shopper cannot choose', () => {
    expect(checkCompleteProfile({ phoneNumber: '9876543210', accountType: 'wholesaler' })).toEqual({
      accountType: 'Choose an account type',
    });
  });

  it('passes a retailer with a phone number', () => {
    expect(checkCompleteProfile({ phoneNumber: '9876543210', accountType: 'retailer' })).toEqual({});
  });
});

describe('completeProfileBody', () => {
  it('sends the name as it is with the trimmed phone and the type', () => {
    const body = completeProfileBody({ phoneNumber: ' 9876543210 ', accountType: 'retailer' }, 'Asha Patel');
    expect(Object.fromEntries(body.entries())).toEqual({ fullName: 'Asha Patel', phoneNumber: '9876543210', accountType: 'retailer' });
  });
});

describe('pathAfterCompleting', () => {
  it('sends a wholesaler to the wholesaler page and others home', () => {
    expect(pathAfterCompleting({ fullName: 'A', email: 'a@b.in', accountType: 'wholesaler' })).toBe('/wholesaler');
    expect(pathAfterCompleting({ fullName: 'A', email: 'a@b.in', accountType: 'retailer' })).toBe('/');
  });
});

describe('completeProfileFailure', () => {
  it("uses the server's words, else its own", () => {
    const body = { success: false, errorCode: 'VALIDATION_ERROR', message: 'Enter a valid phone number' };
    expect(completeProfileFailure(new ApiError({ status: 400, errorCode: 'VALIDATION_ERROR', message: body.message, body }))).toBe(
      'Enter a valid phone number',
    );
    expect(completeProfileFailure(new Error('bug'))).toBe('Error While Updating Profile');
  });
});

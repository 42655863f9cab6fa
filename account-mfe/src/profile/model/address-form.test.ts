import { addressSchema, fieldErrors } from '@shop/shared/validation';
import { describe, expect, it } from 'vitest';
import { emptyAddress, pinCodeInput } from './address-form';

type Address = ReturnType<typeof emptyAddress>;
// The form as typed, checked and sent as the page does.
const addressErrors = (values: Address) => fieldErrors(addressSchema, values);
const addressBody = (values: Address) => addressSchema.parse(values);

const filled = {
  ...emptyAddress(),
  houseNumber: 'B-12',
  societyName: 'Shanti Nagar',
  street: 'Station Road',
  state: 'Gujarat',
  city: 'Surat',
  pinCode: '395003',
};

describe('address form', () => {
  it('starts empty with India as the country', () => {
    expect(emptyAddress()).toEqual({ houseNumber: '', societyName: '', street: '', city: '', state: '', country: 'India', pinCode: '' });
  });

  it('accepts a complete address and sends it trimmed', () => {
    expect(addressErrors(filled)).toEqual({});
    expect(addressBody({ ...filled, street: '  Station Road ' })).toEqual(filled);
  });

  it('names every missing field, the first one first', () => {
    const errors = addressErrors(emptyAddress());
    expect(Object.keys(errors).sort()).toEqual(['city', 'houseNumber', 'pinCode', 'societyName', 'state', 'street']);
    expect(errors.state).toBe('Select your state');
    expect(errors.city).toBe('Select your city');
  });

  it('refuses a PIN code starting with 0 or shorter than 6 digits', () => {
    expect(addressErrors({ ...filled, pinCode: '012345' }).pinCode).toBe('Enter a valid 6-digit PIN code');
    expect(addressErrors({ ...filled, pinCode: '39500' }).pinCode).toBe('Enter a valid 6-digit PIN code');
  });

  it('keeps the PIN box to at most six digits', () => {
    expect(pinCodeInput('39a50-03')).toBe('395003');
    expect(pinCodeInput('3950031')).toBe('395003');
  });
});

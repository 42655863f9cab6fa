import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { addressSchema, couponSchema, UNKNOWN_STATE_MESSAGE } from './shop-schemas';

describe('couponSchema', () => {
  it('asks for a code', () => {
    expect(fieldErrors(couponSchema, { couponCode: '   ' })).toEqual({ couponCode: 'Please enter a coupon code' });
  });

  it('accepts and trims a code', () => {
    expect(couponSchema.parse({ couponCode: ' WELCOME10 ' })).toEqual({ couponCode: 'WELCOME10' });
  });
});

const address = {
  houseNumber: 'B-12',
  societyName: 'Shanti Residency',
  street: 'CG Road',
  city: 'Ahmedabad',
  state: 'Gujarat',
  country: 'India',
  pinCode: '380009',
};

describe('addressSchema', () => {
  it('accepts a complete address', () => {
    expect(addressSchema.parse(address)).toEqual(address);
  });

  it('reads a PIN code sent as a number', () => {
    expect(addressSchema.parse({ ...address, pinCode: 380009 }).pinCode).toBe('380009');
  });

  it('gives a clear message for every missing field', () => {
    expect(fieldErrors(addressSchema, {})).toEqual({
      houseNumber: 'Enter your house or flat number',
      societyName: 'Enter your society or building name',
      street: 'Enter your street',
      city: 'Select your city',
      state: 'Select your state',
      country: 'Select your country',
      pinCode: 'Enter a valid 6-digit PIN code',
    });
  });

  it('takes a state of India in any case and keeps it as the list writes it, so its GST code is known', () => {
    expect(addressSchema.parse({ ...address, state: ' gujarat ' }).state).toBe('Gujarat');
  });

  it.each(['Gujrat', 'Atlantis'])('refuses %j, a state not on the list', (state) => {
    expect(fieldErrors(addressSchema, { ...address, state })).toEqual({ state: UNKNOWN_STATE_MESSAGE });
  });

  it.each(['012345', '38000', '3800091', '38OO09', ''])('rejects %j as a PIN code', (pinCode) => {
    expect(fieldErrors(addressSchema, { ...address, pinCode })).toEqual({ pinCode: 'Enter a valid 6-digit PIN code' });
  });
});

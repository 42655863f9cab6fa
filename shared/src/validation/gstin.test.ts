import { describe, expect, it } from 'vitest';
import { company } from '../company';
import { fieldErrors } from './field-errors';
import { businessDetailsSchema, GSTIN_MESSAGES, gstinCheckCharacter, isValidGstin } from './gstin';

const registered = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Shree Traders LLP',
  billingAddress: '4 Station Road, Pune 411001',
  billingStateCode: '27',
};

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches and computes it from the first 14', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('holds the shop’s own GSTIN and the example the message gives to the same check', () => {
    expect(isValidGstin(company.gstin)).toBe(true);
    expect(isValidGstin(GSTIN_MESSAGES.format.match(/\d{2}[A-Z0-9]{13}/)?.[0] ?? '')).toBe(true);
  });

  it('refuses one typing mistake through the check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0993F1ZV')).toBe(false);
  });

  it('gives each wrong GSTIN its field message: shape, checksum, state', () => {
    const errorsOf = (values: object) => fieldErrors(businessDetailsSchema, { ...registered, ...values });
    expect(errorsOf({ gstin: '27AAPFU0939F1Z' })).toMatchObject({ gstin: GSTIN_MESSAGES.format });
    expect(errorsOf({ gstin: '27AAPFU0939F1ZW' })).toMatchObject({ gstin: GSTIN_MESSAGES.checksum });
    expect(errorsOf({ billingStateCode: '24' })).toMatchObject({ gstin: GSTIN_MESSAGES.state });
  });

  it('takes a GSTIN typed in lower case with spaces around it', () => {
    expect(businessDetailsSchema.parse({ ...registered, gstin: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
  });

  it('leaves an unregistered buyer with empty details, and needs legal name, address and state once a GSTIN is given', () => {
    expect(businessDetailsSchema.parse({})).toEqual({ gstin: '', legalName: '', billingAddress: '', billingStateCode: '' });
    expect(fieldErrors(businessDetailsSchema, { gstin: registered.gstin })).toEqual({
      legalName: GSTIN_MESSAGES.legalName,
      billingAddress: GSTIN_MESSAGES.billingAddress,
      billingStateCode: GSTIN_MESSAGES.billingState,
    });
  });
});

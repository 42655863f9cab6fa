import { describe, expect, it } from 'vitest';
import { changeDistributorField, checkDistributorForm, type DistributorFormValues, emptyDistributorForm } from './distributor-form';

const filled: DistributorFormValues = {
  ...emptyDistributorForm,
  firstName: ' Ravi ',
  lastName: 'Shah',
  mobileNumber: '+91 9876543210',
  state: 'Gujarat',
  city: 'Surat',
};

describe('changeDistributorField', () => {
  it('stores the value and clears only that field’s error', () => {
    const errors = { firstName: 'First Name is required', lastName: 'Last Name is required' };
    const next = changeDistributorField(emptyDistributorForm, errors, 'firstName', 'R');
    expect(next.values.firstName).toBe('R');
    expect(next.errors).toEqual({ lastName: 'Last Name is required' });
  });

  it('empties the district when another state is chosen', () => {
    const next = changeDistributorField(filled, { city: 'x', state: 'State is required' }, 'state', 'Maharashtra');
    expect(next.values).toMatchObject({ state: 'Maharashtra', city: '' });
    expect(next.errors).toEqual({});
  });

  it('keeps the district when the same state is chosen again', () => {
    expect(changeDistributorField(filled, {}, 'state', 'Gujarat').values.city).toBe('Surat');
  });
});

describe('checkDistributorForm', () => {
  it('gives the required messages and the first field to fix, in screen order', () => {
    const check = checkDistributorForm({ ...emptyDistributorForm, firstName: 'Ravi' });
    expect(check).toEqual({
      ok: false,
      first: 'lastName',
      errors: {
        lastName: 'Last Name is required',
        mobileNumber: 'Mobile Number is required',
        state: 'State is required',
        city: 'District is required',
      },
    });
  });

  it('validates the district under the field the form labels District / City, so a complete form passes', () => {
    const check = checkDistributorForm(filled);
    expect(check.ok).toBe(true);
  });

  it.each(['5123456789', '98765'])('refuses the mobile number %s', (mobileNumber) => {
    const check = checkDistributorForm({ ...filled, mobileNumber });
    expect(check).toMatchObject({ ok: false, first: 'mobileNumber', errors: { mobileNumber: 'Invalid mobile number' } });
  });

  it('returns the trimmed inquiry with the trap field as typed', () => {
    const check = checkDistributorForm({ ...filled, website: 'spam' });
    expect(check).toEqual({
      ok: true,
      inquiry: {
        firstName: 'Ravi',
        lastName: 'Shah',
        mobileNumber: '+91 9876543210',
        companyName: '',
        email: '',
        companyAddress: '',
        state: 'Gujarat',
        city: 'Surat',
        message: '',
        website: 'spam',
      },
    });
  });
});

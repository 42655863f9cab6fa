import { distributorSchema, fieldErrors } from '@shop/shared/validation';
import { describe, expect, it } from 'vitest';
import { type DistributorFormValues, emptyDistributorForm } from './distributor-form';

const filled: DistributorFormValues = {
  ...emptyDistributorForm,
  firstName: ' Ravi ',
  lastName: 'Shah',
  mobileNumber: '+91 9876543210',
  state: 'Gujarat',
  city: 'Surat',
};

// The form as typed, checked as the page checks it.
const check = (values: DistributorFormValues) => fieldErrors(distributorSchema, values);

describe('the distributor form against its schema', () => {
  it('gives the required messages', () => {
    expect(check({ ...emptyDistributorForm, firstName: 'Ravi' })).toEqual({
      lastName: 'Last Name is required',
      mobileNumber: 'Mobile Number is required',
      state: 'State is required',
      city: 'District is required',
    });
  });

  it('validates the district under the field the form labels District / City, so a complete form passes', () => {
    expect(check(filled)).toEqual({});
  });

  it.each(['5123456789', '98765'])('refuses the mobile number %s', (mobileNumber) => {
    expect(check({ ...filled, mobileNumber })).toEqual({ mobileNumber: 'Invalid mobile number' });
  });
});

import { distributorSchema, type FieldErrors, fieldErrors } from '@shop/shared/validation';
import type { DistributorInquiryPost } from '../api/send-distributor-inquiry';

/** The visible fields, in the order they are shown and checked. */
export const distributorFields = [
  'firstName',
  'lastName',
  'mobileNumber',
  'companyName',
  'email',
  'companyAddress',
  'state',
  'city',
  'message',
] as const;

/** One visible field of the form. */
export type DistributorField = (typeof distributorFields)[number];

/** What the form holds: every field as typed, plus the hidden trap field. */
export type DistributorFormValues = Record<DistributorField, string> & { website: string };

/** A blank form. */
export const emptyDistributorForm: DistributorFormValues = {
  firstName: '',
  lastName: '',
  mobileNumber: '',
  companyName: '',
  email: '',
  companyAddress: '',
  state: '',
  city: '',
  message: '',
  website: '',
};

/** The form after one field changed: that field's error goes, and a new state empties the district. */
export function changeDistributorField(
  values: DistributorFormValues,
  errors: FieldErrors,
  field: DistributorField | 'website',
  value: string,
): { values: DistributorFormValues; errors: FieldErrors } {
  const next = { ...values, [field]: value };
  const { [field]: _cleared, ...rest } = errors;
  // A district belongs to one state; keeping the old one would send a pair that does not exist.
  if (field === 'state' && value !== values.state && values.city !== '') {
    next.city = '';
    delete rest.city;
  }
  return { values: next, errors: rest };
}

/** The outcome of checking the form with the API's own schema. */
export type DistributorCheck = { ok: true; inquiry: DistributorInquiryPost } | { ok: false; errors: FieldErrors; first: DistributorField };

/** Checks the form; when valid, the trimmed inquiry to post (the trap field travels as typed). */
export function checkDistributorForm(values: DistributorFormValues): DistributorCheck {
  const errors = fieldErrors(distributorSchema, values);
  const first = distributorFields.find((field) => errors[field]);
  if (first) return { ok: false, errors, first };
  return { ok: true, inquiry: { ...distributorSchema.parse(values), website: values.website } };
}

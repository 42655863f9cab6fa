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

import type { NewAddress } from '@shop/shared/contracts';
import { addressSchema, type FieldErrors, fieldErrors } from '@shop/shared/validation';

/** The one country addresses are in (SPEC §9: country id 101). */
export const ADDRESS_COUNTRY = 'India';

/** The fields of the add-address form, in the order they are shown and checked. */
export const addressFields = ['houseNumber', 'societyName', 'street', 'state', 'city', 'pinCode', 'country'] as const;

/** One field of the form. */
export type AddressField = (typeof addressFields)[number];

/** An empty form; the country is fixed. */
export function emptyAddress(): NewAddress {
  return { houseNumber: '', societyName: '', street: '', city: '', state: '', country: ADDRESS_COUNTRY, pinCode: '' };
}

/** Keeps only digits, at most six: the PIN box is numeric. */
export function pinCodeInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}

/** The values after a field changed; a new state clears the city picked for the old one. */
export function changeAddress(values: NewAddress, field: AddressField, value: string): NewAddress {
  if (field === 'country') return values;
  if (field === 'pinCode') return { ...values, pinCode: pinCodeInput(value) };
  if (field === 'state') return { ...values, state: value, city: value === values.state ? values.city : '' };
  return { ...values, [field]: value };
}

/** The first message per invalid field, from the same schema the API checks with. */
export function addressErrors(values: NewAddress): FieldErrors {
  return fieldErrors(addressSchema, values);
}

/** The first invalid field in the order shown, to move focus to. */
export function firstInvalid(errors: FieldErrors): AddressField | undefined {
  return addressFields.find((field) => errors[field]);
}

/** The body to send: the checked, trimmed values. */
export function addressBody(values: NewAddress): NewAddress {
  return addressSchema.parse(values);
}

import type { NewAddress } from '@shop/shared/contracts';

/** The one country addresses are in (country id 101). */
export const ADDRESS_COUNTRY = 'India';

/** An empty form; the country is fixed. */
export function emptyAddress(): NewAddress {
  return { houseNumber: '', societyName: '', street: '', city: '', state: '', country: ADDRESS_COUNTRY, pinCode: '' };
}

/** Keeps only digits, at most six: the PIN box is numeric. */
export function pinCodeInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}

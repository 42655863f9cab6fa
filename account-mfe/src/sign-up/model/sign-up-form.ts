import { shopperMessage } from '@shop/shared/api-client';
import type { SignUpPayload } from '@shop/shared/contracts';

/** The sign-up form as typed. */
export interface SignUpFormValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  accountType: string;
  password: string;
  confirmPassword: string;
  checked: boolean;
}

/** The account types a shopper may choose: only Retail Buyer. */
export const ACCOUNT_TYPE_OPTIONS = [{ value: 'Retail Buyer', label: 'Retail Buyer' }] as const;

export const SIGN_UP_MESSAGES = {
  mismatch: 'Passwords do not match',
  failed: 'Error Occurred',
  succeeded: (name: string) => `Hello ${name}, your signup was successful!`,
} as const;

/** A fresh form; the one account type on offer starts chosen. */
export function emptySignUp(): SignUpFormValues {
  return { fullName: '', email: '', phoneNumber: '', accountType: 'Retail Buyer', password: '', confirmPassword: '', checked: false };
}

/** The body the API takes: trimmed texts and the lowercased account type. */
export function signUpPayload(values: SignUpFormValues): SignUpPayload {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    checked: true,
    accountType: 'retail buyer',
  };
}

/** The failure toast: the server's words, or 'Error Occurred'. */
export function signUpFailure(error: unknown): string {
  return shopperMessage(error, SIGN_UP_MESSAGES.failed);
}

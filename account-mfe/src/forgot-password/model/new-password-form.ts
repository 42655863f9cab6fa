import { type FieldErrors, fieldErrors, newPasswordSchema } from '@shop/shared/validation';
import { RESET_MESSAGES } from '../../app/reset-messages';

/** The two fields of the new-password page. */
export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** What the previous steps carried here: the address, the verified code and the token's algorithm. */
export interface ResetTicket {
  email: string;
  otp: string;
  algoName: string;
}

/** The outcome of checking the page: messages at the fields and the one toast to show. */
export interface NewPasswordCheck {
  errors: FieldErrors;
  toast?: string;
}

/**
 * Checks the page with the shared schema. A missing ticket is the shopper's only problem worth
 * telling (they must start again); otherwise a weak password gets its toast before a mismatch.
 */
export function checkNewPassword(values: NewPasswordValues, ticket: ResetTicket): NewPasswordCheck {
  const found = fieldErrors(newPasswordSchema, { ...ticket, ...values });
  const missing = found.email ?? found.otp ?? found.algoName;
  if (missing) return { errors: {}, toast: missing };
  const errors: FieldErrors = {};
  if (found.newPassword) errors.newPassword = found.newPassword;
  if (found.confirmPassword) errors.confirmPassword = found.confirmPassword;
  if (errors.newPassword) return { errors, toast: RESET_MESSAGES.invalidFormat };
  return errors.confirmPassword ? { errors, toast: errors.confirmPassword } : { errors };
}

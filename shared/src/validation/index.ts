export * from './auth-schemas';
export * from './field-errors';
export {
  CONTROL_CHARACTER_PATTERN,
  EMAIL_PATTERN,
  INDIAN_MOBILE_PATTERN,
  NO_CONTROL_CHARACTERS,
  OTP_PATTERN,
  PHONE_PATTERN,
  PIN_CODE_PATTERN,
  STRONG_PASSWORD_PATTERN,
} from './fields';
export * from './gstin';
export * from './inquiry-schemas';
export * from './shop-schemas';

export * from './auth-schemas';
export * from './field-errors';
export {
  EMAIL_PATTERN,
  INDIAN_MOBILE_PATTERN,
  OTP_PATTERN,
  PHONE_PATTERN,
  PIN_CODE_PATTERN,
  STRONG_PASSWORD_PATTERN,
} from './fields';
export * from './inquiry-schemas';
export * from './shop-schemas';

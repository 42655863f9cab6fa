import { z } from 'zod';

/** The basic x@y.z e-mail shape the forms accept. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 10 to 15 digits, nothing else. */
export const PHONE_PATTERN = /^\d{10,15}$/;

/** An Indian mobile: optional +91 or 0 (then an optional space or dash), then 10 digits starting 6–9. */
export const INDIAN_MOBILE_PATTERN = /^(?:(?:\+91|0)[\s-]?)?[6-9]\d{9}$/;

/** An Indian PIN code: 6 digits, never starting with 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** A 6-digit one-time code. */
export const OTP_PATTERN = /^\d{6}$/;

/** At least 6 of letters, digits and @$!%*?&, with a lowercase, an uppercase, a digit and one of @$!%*?&. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{6,}$/;

// C0 control characters except tab, line feed and carriage return; DEL; C1. PostgreSQL refuses
// NUL outright; the others only corrupt what a person later reads. (Written as escapes for RegExp.)
const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const LINE_BREAKS_AND_TAB = '\\t\\n\\r';

/** A control character no field may carry; tabs and line breaks are not matched. */
export const CONTROL_CHARACTER_PATTERN = new RegExp(`[${CONTROL_CHARACTERS}]`);
/** Single-line text: no control character, tab and line breaks included. */
const SINGLE_LINE_PATTERN = new RegExp(`^[^${CONTROL_CHARACTERS}${LINE_BREAKS_AND_TAB}]*$`);
/** Text that may run over several lines: tabs and line breaks kept, other control characters refused. */
const MULTILINE_PATTERN = new RegExp(`^[^${CONTROL_CHARACTERS}]*$`);

/** The message for a field that carries a control character (a line break in a one-line field is one). */
export const NO_CONTROL_CHARACTERS = 'Must not contain control characters';

/** The longest password accepted; slow hashes should not be fed megabytes. */
export const MAX_PASSWORD_LENGTH = 128;

const tooLong = (max: number) => `Must be ${max} characters or fewer`;

/** A trimmed one-line string that must not be empty; `message` also covers a missing value. */
export function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(max)).regex(SINGLE_LINE_PATTERN, NO_CONTROL_CHARACTERS);
}

/** A trimmed one-line string that may be left out or empty (then ''). */
export function optionalText(max: number) {
  return z.string().trim().max(max, tooLong(max)).regex(SINGLE_LINE_PATTERN, NO_CONTROL_CHARACTERS).default('');
}

/** Like `requiredText`, for a text area: line breaks and tabs are kept. */
export function requiredMultilineText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(max)).regex(MULTILINE_PATTERN, NO_CONTROL_CHARACTERS);
}

/** Like `optionalText`, for a text area: line breaks and tabs are kept. */
export function optionalMultilineText(max: number) {
  return z.string().trim().max(max, tooLong(max)).regex(MULTILINE_PATTERN, NO_CONTROL_CHARACTERS).default('');
}

/** A required, trimmed e-mail address. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 254).regex(EMAIL_PATTERN, invalidMessage);
}

/** An e-mail address that may be left empty. */
export function optionalEmail(invalidMessage: string) {
  return optionalText(254).refine((value) => value === '' || EMAIL_PATTERN.test(value), invalidMessage);
}

/** A trimmed string that must match a pattern; `invalidMessage` also covers an empty value when no required message is given. */
export function patternText(pattern: RegExp, invalidMessage: string, requiredMessage = invalidMessage) {
  return requiredText(requiredMessage, 64).regex(pattern, invalidMessage);
}

/** A password: never trimmed, since spaces a shopper typed are part of it. */
export function password(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(MAX_PASSWORD_LENGTH, `Password must be ${MAX_PASSWORD_LENGTH} characters or fewer`);
}

/** A 6-digit one-time code. */
export const otpField = patternText(OTP_PATTERN, 'Enter a valid 6-digit OTP');

/** A PIN code; numbers are accepted too, as a JSON client may send one. */
export const pinCodeField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  patternText(PIN_CODE_PATTERN, 'Enter a valid 6-digit PIN code'),
);

/** A radio value compared without case or surrounding spaces ('Retail Buyer' → 'retail buyer'). */
export function choice<const T extends string>(value: T, message: string) {
  return z.preprocess((input) => (typeof input === 'string' ? input.trim().toLowerCase() : input), z.literal(value, { error: message }));
}

/** A checkbox that must be ticked. */
export function mustBeTrue(message: string) {
  return z.literal(true, { error: message });
}

type SameAsCheck<K extends string> = [
  check: (value: Record<K, unknown>) => boolean,
  params: { message: string; path: string[]; when: (payload: { value: unknown }) => boolean },
];

/**
 * Arguments for `.refine()` that report `message` on `confirmKey` when it differs from `key`.
 * It runs even when other fields have errors, so a form shows every problem at once.
 */
export function sameAs<K extends string, C extends string>(key: K, confirmKey: C, message: string): SameAsCheck<K | C> {
  const bothStrings = (value: unknown) => {
    const record = value as Record<string, unknown>;
    return typeof record[key] === 'string' && typeof record[confirmKey] === 'string';
  };
  return [(value) => value[key] === value[confirmKey], { message, path: [confirmKey], when: (payload) => bothStrings(payload.value) }];
}

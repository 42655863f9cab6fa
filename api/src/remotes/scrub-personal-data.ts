// Error reports from shoppers' browsers are kept for the team that owns a section. They may carry
// what a shopper typed or was shown; these patterns take such data out before anything is stored.

const PATTERNS: Array<[RegExp, string]> = [
  // E-mail addresses.
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Bearer and JSON web tokens, operator tokens, long opaque strings (hex, base64).
  [/\b(?:Bearer\s+)?eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, '[token]'],
  [/\bshop_op_[A-Za-z0-9_-]+/g, '[token]'],
  [/\b[A-Za-z0-9+/_-]{32,}={0,2}/g, '[token]'],
  // Phone numbers: an optional country code, then 10 to 12 digits in any grouping (98765 43210,
  // 022-2345678), a space or a dash allowed between any two; a longer run is some other number.
  [/(?<!\d[\s-]?)(?:\+\d{1,3}[\s-]?)?\d(?:[\s-]?\d){9,11}(?![\s-]?\d)/g, '[phone]'],
  // Card numbers and the like: 13 or more digits, grouped or not.
  [/\d(?:[\s-]?\d){12,}/g, '[number]'],
  // Any other number longer than six digits (card, account, order references).
  [/\d{7,}/g, '[number]'],
];

/** A text with e-mails, phone numbers, tokens and numbers longer than six digits replaced by a marker. */
export function scrubPersonalData(text: string): string {
  return PATTERNS.reduce((scrubbed, [pattern, marker]) => scrubbed.replace(pattern, marker), text);
}

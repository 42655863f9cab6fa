import { gstStateName } from '@shop/shared/location';
import { z } from 'zod';
import { optionalText } from './fields';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGES = {
  format: 'Enter the 15-character GSTIN, e.g. 24AABCU9603R1ZT',
  checksum: 'This GSTIN is not valid; please check it for a typing mistake',
  state: "The GSTIN's first two digits must be the billing state's GST code",
  legalName: 'Please enter the legal name registered with GST',
  billingAddress: 'Please enter the billing address',
  billingState: 'Please choose the billing state',
} as const;

/** The check character of a GSTIN's first 14 characters: base-36 values, weights 1 and 2 in turn, digits of each product added. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Whether a GSTIN has the right shape and check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/**
 * A buyer's GST registration: GSTIN, legal name and billing address with its state's GST code.
 * Every field may be left empty (an unregistered buyer); once a GSTIN is given the rest is required
 * and the GSTIN's first two digits must be the billing state's code.
 */
export const businessDetailsSchema = z
  .object({
    gstin: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .default(''),
    legalName: optionalText(200),
    billingAddress: optionalText(300),
    billingStateCode: z.string().trim().max(2).default(''),
  })
  .superRefine((values, context) => {
    if (!values.gstin) return;
    if (!GSTIN_PATTERN.test(values.gstin)) {
      context.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES.format });
    } else if (!isValidGstin(values.gstin)) {
      context.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES.checksum });
    } else if (values.billingStateCode && values.gstin.slice(0, 2) !== values.billingStateCode) {
      context.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES.state });
    }
    if (!values.legalName) context.addIssue({ code: 'custom', path: ['legalName'], message: GSTIN_MESSAGES.legalName });
    if (!values.billingAddress) context.addIssue({ code: 'custom', path: ['billingAddress'], message: GSTIN_MESSAGES.billingAddress });
    if (!gstStateName(values.billingStateCode))
      context.addIssue({ code: 'custom', path: ['billingStateCode'], message: GSTIN_MESSAGES.billingState });
  });

export type BusinessDetailsValues = z.output<typeof businessDetailsSchema>;
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;

import { z } from 'zod';
import {
  INDIAN_MOBILE_PATTERN,
  mustBeTrue,
  optionalEmail,
  optionalMultilineText,
  optionalText,
  PIN_CODE_PATTERN,
  patternText,
  requiredEmail,
  requiredMultilineText,
  requiredText,
} from './fields';

const FILL_ALL = 'Please fill out all fields.';

/**
 * The name of the hidden field of the inquiry forms. People never see it; a robot that fills
 * every input does, and the server then drops the post while answering as if it were taken.
 */
export const HONEYPOT_FIELD = 'website';

// Any text is accepted here: a filled trap must not earn the robot a telling 400.
const honeypot = z.string().optional();

// The server reads the trap from the raw body (isHoneypotFilled); checked values never carry it.
function withoutTrap<T extends { website?: string | undefined }>({ website: _trap, ...values }: T): Omit<T, 'website'> {
  return values;
}

/** Whether a posted body filled the hidden trap field (any non-blank value counts). */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The contact form and body: all four fields required. */
export const contactSchema = z.object({
  name: requiredText(FILL_ALL, 100),
  email: requiredEmail(FILL_ALL, 'Please enter a valid email address'),
  subject: requiredText(FILL_ALL, 200),
  message: requiredMultilineText(FILL_ALL, 5000),
});

/** The distributor (dealership) inquiry; the form's city is checked as the district. */
export const distributorSchema = z
  .object({
    firstName: requiredText('First Name is required', 50),
    lastName: requiredText('Last Name is required', 50),
    mobileNumber: patternText(INDIAN_MOBILE_PATTERN, 'Invalid mobile number', 'Mobile Number is required'),
    companyName: optionalText(150),
    email: optionalEmail('Please enter a valid email address'),
    companyAddress: optionalMultilineText(300),
    state: requiredText('State is required', 100),
    city: requiredText('District is required', 100),
    message: optionalMultilineText(2000),
    website: honeypot,
  })
  .transform(withoutTrap);

// Phone numbers are often typed with spaces or dashes; the digits are what count.
const phoneDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The message for a product chosen on two rows. */
export const DUPLICATE_PRODUCT = 'This product is already on another row';

/** One product row of the wholesale form; quantities typed as text are read as numbers. */
export const wholesaleProductRowSchema = z.object({
  productId: requiredText('Choose a product', 64),
  quantity: z.coerce
    .number({ error: 'Quantity must be at least 1' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(1_000_000, 'Quantity is too large'),
});

/** The wholesaler product inquiry; at least one product row and the confirmation tick. */
export const wholesalerSchema = z
  .object({
    companyName: requiredText('Company name is required', 150),
    contactPerson: requiredText('Contact person is required', 100),
    email: requiredEmail('Email is required', 'Please enter a valid email address'),
    phone: requiredText('Phone number is required', 20).refine(
      (value) => /^\+?\d{10,15}$/.test(phoneDigits(value)),
      'Enter a valid phone number',
    ),
    address: optionalText(300),
    city: optionalText(100),
    state: optionalText(100),
    postalCode: optionalText(6).refine((value) => value === '' || PIN_CODE_PATTERN.test(value), 'Enter a valid 6-digit PIN code'),
    orderType: z.literal('Bulk', { error: 'Choose an order type' }),
    deliveryTimeline: optionalText(100),
    notes: optionalMultilineText(2000),
    products: z
      .array(wholesaleProductRowSchema)
      .min(1, 'Add at least one product')
      .max(100, 'Too many products')
      .superRefine((rows, context) => {
        // One row per product, so the shop reads one quantity for each.
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (row.productId && seen.has(row.productId))
            context.addIssue({ code: 'custom', path: [index, 'productId'], message: DUPLICATE_PRODUCT });
          seen.add(row.productId);
        });
      }),
    confirmed: mustBeTrue('Please confirm the inquiry details'),
    website: honeypot,
  })
  .transform(withoutTrap);

/** The contact form after checking. */
export type ContactValues = z.output<typeof contactSchema>;
/** The distributor form after checking. */
export type DistributorValues = z.output<typeof distributorSchema>;
/** The wholesaler form after checking. */
export type WholesalerValues = z.output<typeof wholesalerSchema>;

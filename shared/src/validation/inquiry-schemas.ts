import { z } from 'zod';
import {
  INDIAN_MOBILE_PATTERN,
  mustBeTrue,
  optionalEmail,
  optionalText,
  PIN_CODE_PATTERN,
  patternText,
  requiredEmail,
  requiredText,
} from './fields';

const FILL_ALL = 'Please fill out all fields.';

/** The contact form and body: all four fields required. */
export const contactSchema = z.object({
  name: requiredText(FILL_ALL, 100),
  email: requiredEmail(FILL_ALL, 'Please enter a valid email address'),
  subject: requiredText(FILL_ALL, 200),
  message: requiredText(FILL_ALL, 5000),
});

/** The distributor (dealership) inquiry; the form's city is checked as the district. */
export const distributorSchema = z.object({
  firstName: requiredText('First Name is required', 50),
  lastName: requiredText('Last Name is required', 50),
  mobileNumber: patternText(INDIAN_MOBILE_PATTERN, 'Invalid mobile number', 'Mobile Number is required'),
  companyName: optionalText(150),
  email: optionalEmail('Please enter a valid email address'),
  companyAddress: optionalText(300),
  state: requiredText('State is required', 100),
  city: requiredText('District is required', 100),
  message: optionalText(2000),
});

// Phone numbers are often typed with spaces or dashes; the digits are what count.
const phoneDigits = (value: string) => value.replace(/[\s-]/g, '');

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
export const wholesalerSchema = z.object({
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
  notes: optionalText(2000),
  products: z.array(wholesaleProductRowSchema).min(1, 'Add at least one product').max(100, 'Too many products'),
  confirmed: mustBeTrue('Please confirm the inquiry details'),
});

/** The contact form after checking. */
export type ContactValues = z.output<typeof contactSchema>;
/** The distributor form after checking. */
export type DistributorValues = z.output<typeof distributorSchema>;
/** The wholesaler form after checking. */
export type WholesalerValues = z.output<typeof wholesalerSchema>;

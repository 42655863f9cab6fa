import { z } from 'zod';
import {
  choice,
  mustBeTrue,
  otpField,
  PHONE_PATTERN,
  password,
  patternText,
  requiredEmail,
  requiredText,
  STRONG_PASSWORD_PATTERN,
  sameAs,
} from './fields';

/** The sign-in form and login body. */
export const signInSchema = z.object({
  email: requiredEmail('Enter your email', 'Please enter a valid email address'),
  password: password('Enter your password'),
});

/** The sign-up form and body; accountType is the lowercased radio label. */
export const signUpSchema = z
  .object({
    fullName: requiredText('Enter your full name', 100),
    email: requiredEmail('Enter your email', 'Enter a valid email'),
    phoneNumber: patternText(PHONE_PATTERN, 'Enter a valid phone number', 'Enter your phone number'),
    password: password('Create a password').min(6, 'Password must be at least 6 characters long'),
    confirmPassword: z.string({ error: 'Passwords do not match' }),
    checked: mustBeTrue('You must agree to the terms'),
    accountType: choice('retail buyer', 'Choose an account type'),
  })
  .refine(...sameAs('password', 'confirmPassword', 'Passwords do not match'));

/** The profile card's form: the full name by the sign-up rule; a new picture is checked when it is chosen. */
export const profileEditSchema = z.object({
  fullName: signUpSchema.shape.fullName,
  image: z.custom<File | null>((value) => value === null || value instanceof Blob),
});

/** The forgot-password form: the address to send a code to. */
export const forgotPasswordSchema = z.object({
  email: requiredEmail('Enter your email', 'Please enter a valid email address'),
});

/** The code form as the shopper fills it: one digit (or nothing) per box, checked as the joined code. */
export const otpSchema = z.object({
  otp: z
    .array(z.string())
    .transform((digits) => digits.join(''))
    .pipe(otpField),
});

/** Checking a code sent to an address (sign-up, code sign-in, password reset). */
export const verifyOtpSchema = z.object({
  email: requiredEmail('Enter your email', 'Please enter a valid email address'),
  otp: otpField,
});

const MISSING_INFO = 'Missing required information. Please retry.';
const WEAK_PASSWORD =
  'Password must be at least 6 characters long, contain an uppercase letter, a lowercase letter, a number, and a special character.';

/** The new-password page: the e-mail, code and algorithm name carried from the previous step, plus both fields. */
export const newPasswordSchema = z
  .object({
    email: requiredText(MISSING_INFO, 254),
    otp: requiredText(MISSING_INFO, 6),
    algoName: requiredText(MISSING_INFO, 64),
    newPassword: password(WEAK_PASSWORD).regex(STRONG_PASSWORD_PATTERN, WEAK_PASSWORD),
    confirmPassword: z.string({ error: 'Passwords do not match!' }),
  })
  .refine(...sameAs('newPassword', 'confirmPassword', 'Passwords do not match!'));

/** The change-password body the API receives. */
export const changePasswordSchema = z.object({
  email: requiredEmail(MISSING_INFO, 'Please enter a valid email address'),
  otp: otpField,
  newPassword: password(WEAK_PASSWORD).regex(STRONG_PASSWORD_PATTERN, WEAK_PASSWORD),
});

/** The complete-your-profile form; only the retailer account type is offered. */
export const completeProfileSchema = z.object({
  phoneNumber: patternText(PHONE_PATTERN, 'Enter a valid phone number', 'Phone number is required'),
  accountType: choice('retailer', 'Choose an account type'),
});

/** The delete-account form and body. */
export const deleteAccountSchema = z
  .object({
    email: requiredEmail('Email is required', 'Please enter a valid email address'),
    password: password('Password is required').min(6, 'Password must be at least 6 characters'),
    confirmPassword: password('Please confirm your password'),
  })
  .refine(...sameAs('password', 'confirmPassword', 'Passwords do not match'));

/** Values of the sign-in form after checking. */
export type SignInValues = z.output<typeof signInSchema>;
/** Values of the sign-up form after checking. */
export type SignUpValues = z.output<typeof signUpSchema>;
/** Values of the forgot-password form after checking. */
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
/** The profile card's values after checking. */
export type ProfileEditValues = z.output<typeof profileEditSchema>;
/** The code after checking. */
export type OtpValues = z.output<typeof otpSchema>;
/** A code verification body after checking. */
export type VerifyOtpValues = z.output<typeof verifyOtpSchema>;
/** Values of the new-password page after checking. */
export type NewPasswordValues = z.output<typeof newPasswordSchema>;
/** The change-password body after checking. */
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
/** Values of the complete-profile form after checking. */
export type CompleteProfileValues = z.output<typeof completeProfileSchema>;
/** Values of the delete-account form after checking. */
export type DeleteAccountValues = z.output<typeof deleteAccountSchema>;

import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  completeProfileSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  otpSchema,
  profileEditSchema,
  signInSchema,
  signUpSchema,
  verifyOtpSchema,
} from './auth-schemas';
import { fieldErrors } from './field-errors';

describe('signInSchema', () => {
  it('accepts an e-mail and password and trims the e-mail', () => {
    expect(signInSchema.parse({ email: ' asha@example.in ', password: ' secret ' })).toEqual({
      email: 'asha@example.in',
      password: ' secret ',
    });
  });

  it('asks for both fields', () => {
    expect(fieldErrors(signInSchema, { email: '  ', password: '' })).toEqual({
      email: 'Enter your email',
      password: 'Enter your password',
    });
  });

  it('gives the required messages for missing fields too', () => {
    expect(fieldErrors(signInSchema, {})).toEqual({
      email: 'Enter your email',
      password: 'Enter your password',
    });
  });

  it('rejects an e-mail without the x@y.z shape', () => {
    expect(fieldErrors(signInSchema, { email: 'asha@example', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

const signUp = {
  fullName: 'Asha Patel',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
  checked: true,
  accountType: 'Retail Buyer',
};

describe('signUpSchema', () => {
  it('accepts a complete form and lowercases the account type', () => {
    expect(signUpSchema.parse(signUp).accountType).toBe('retail buyer');
  });

  it('gives every required message for an empty form', () => {
    expect(fieldErrors(signUpSchema, { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' })).toEqual({
      fullName: 'Enter your full name',
      email: 'Enter your email',
      phoneNumber: 'Enter your phone number',
      password: 'Create a password',
      checked: 'You must agree to the terms',
      accountType: 'Choose an account type',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(fieldErrors(signUpSchema, { ...signUp, email: 'asha.example.in' })).toEqual({ email: 'Enter a valid email' });
  });

  it('wants 10 to 15 digits only in the phone number', () => {
    for (const phoneNumber of ['987654321', '9876543210123456', '98765-43210', '+919876543210']) {
      expect(fieldErrors(signUpSchema, { ...signUp, phoneNumber })).toEqual({ phoneNumber: 'Enter a valid phone number' });
    }
    expect(fieldErrors(signUpSchema, { ...signUp, phoneNumber: '919876543210' })).toEqual({});
  });

  it('wants a password of at least 6 characters', () => {
    expect(fieldErrors(signUpSchema, { ...signUp, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it('reports mismatching passwords on the confirm field, even beside other errors', () => {
    expect(fieldErrors(signUpSchema, { ...signUp, fullName: '', confirmPassword: 'secret2' })).toEqual({
      fullName: 'Enter your full name',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('needs the terms ticked', () => {
    expect(fieldErrors(signUpSchema, { ...signUp, checked: false })).toEqual({ checked: 'You must agree to the terms' });
  });

  it('allows only the retail buyer account type', () => {
    expect(fieldErrors(signUpSchema, { ...signUp, accountType: 'wholesaler' })).toEqual({
      accountType: 'Choose an account type',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('asks for an e-mail address', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Enter your email' });
    expect(fieldErrors(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(fieldErrors(forgotPasswordSchema, { email: 'asha@example.in' })).toEqual({});
  });
});

describe('otpSchema and verifyOtpSchema', () => {
  it('joins the six boxes into the code', () => {
    expect(otpSchema.parse({ otp: [...'012345'] })).toEqual({ otp: '012345' });
  });

  it.each(['', '12345', '1234567', '12a456', '12 456'])('rejects boxes spelling %j as an OTP', (otp) => {
    expect(fieldErrors(otpSchema, { otp: [...otp] })).toEqual({ otp: 'Enter a valid 6-digit OTP' });
  });

  it('rejects a code with an empty box between digits', () => {
    expect(fieldErrors(otpSchema, { otp: ['1', '2', '', '4', '5', '6'] })).toEqual({ otp: 'Enter a valid 6-digit OTP' });
  });

  it('checks the e-mail with the code', () => {
    expect(fieldErrors(verifyOtpSchema, { otp: '123456' })).toEqual({ email: 'Enter your email' });
  });
});

const WEAK =
  'Password must be at least 6 characters long, contain an uppercase letter, a lowercase letter, a number, and a special character.';
const reset = {
  email: 'asha@example.in',
  otp: '123456',
  algoName: 'sha256',
  newPassword: 'Clean@1',
  confirmPassword: 'Clean@1',
};

describe('newPasswordSchema', () => {
  it('accepts a strong password that is confirmed', () => {
    expect(fieldErrors(newPasswordSchema, reset)).toEqual({});
  });

  it.each([
    ['too short', 'Cl@1a'],
    ['no uppercase', 'clean@1'],
    ['no lowercase', 'CLEAN@1'],
    ['no digit', 'Clean@x'],
    ['no special character', 'Clean12'],
    ['a character outside the allowed set', 'Clean@1#'],
    ['a space', 'Clean @1'],
  ])('rejects a password with %s', (_, newPassword) => {
    expect(fieldErrors(newPasswordSchema, { ...reset, newPassword, confirmPassword: newPassword })).toEqual({
      newPassword: WEAK,
    });
  });

  it('reports a mismatch with an exclamation mark', () => {
    expect(fieldErrors(newPasswordSchema, { ...reset, confirmPassword: 'Clean@2' })).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
  });

  it('reports missing e-mail, code or algorithm name', () => {
    expect(fieldErrors(newPasswordSchema, { ...reset, email: '', otp: undefined, algoName: ' ' })).toEqual({
      email: 'Missing required information. Please retry.',
      otp: 'Missing required information. Please retry.',
      algoName: 'Missing required information. Please retry.',
    });
  });
});

describe('changePasswordSchema', () => {
  it('checks the body the API receives', () => {
    expect(fieldErrors(changePasswordSchema, { email: 'asha@example.in', otp: '123456', newPassword: 'Clean@1' })).toEqual({});
    expect(fieldErrors(changePasswordSchema, { otp: '12', newPassword: 'weak' })).toEqual({
      email: 'Missing required information. Please retry.',
      otp: 'Enter a valid 6-digit OTP',
      newPassword: WEAK,
    });
  });
});

describe('profileEditSchema', () => {
  it('asks for a full name by the sign-up rule and takes a picture or none', () => {
    expect(fieldErrors(profileEditSchema, { fullName: '  ', image: null })).toEqual({ fullName: 'Enter your full name' });
    expect(fieldErrors(profileEditSchema, { fullName: 'x'.repeat(101), image: null })).toHaveProperty('fullName');
    const picture = new File([new Uint8Array(4)], 'me.png', { type: 'image/png' });
    expect(profileEditSchema.parse({ fullName: ' Asha Patel ', image: picture })).toEqual({ fullName: 'Asha Patel', image: picture });
    expect(fieldErrors(profileEditSchema, { fullName: 'Asha', image: 'me.png' })).toHaveProperty('image');
  });
});

describe('completeProfileSchema', () => {
  it('accepts a phone number and the retailer type', () => {
    expect(completeProfileSchema.parse({ phoneNumber: '9876543210', accountType: 'Retailer' })).toEqual({
      phoneNumber: '9876543210',
      accountType: 'retailer',
    });
  });

  it('asks for both fields', () => {
    expect(fieldErrors(completeProfileSchema, { phoneNumber: '', accountType: '' })).toEqual({
      phoneNumber: 'Phone number is required',
      accountType: 'Choose an account type',
    });
  });

  it('rejects a malformed phone number and the wholesaler type', () => {
    expect(fieldErrors(completeProfileSchema, { phoneNumber: '12345', accountType: 'wholesaler' })).toEqual({
      phoneNumber: 'Enter a valid phone number',
      accountType: 'Choose an account type',
    });
  });
});

describe('deleteAccountSchema', () => {
  const request = { email: 'asha@example.in', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a matching request', () => {
    expect(fieldErrors(deleteAccountSchema, request)).toEqual({});
  });

  it('asks for every field', () => {
    expect(fieldErrors(deleteAccountSchema, { email: '', password: '', confirmPassword: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('checks e-mail shape, password length and the match', () => {
    expect(fieldErrors(deleteAccountSchema, { email: 'asha@', password: '12345', confirmPassword: '54321' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
});

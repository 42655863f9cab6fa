import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CompleteProfilePage from './complete-profile-page';
import DeleteAccountPage from './delete-account-page';
import ForgotPasswordPage from './forgot-password-page';
import NewPasswordPage from './new-password-page';
import SignInPage from './sign-in-page';
import SignUpPage from './sign-up-page';
import VerificationPage from './verification-page';
import VerifyOtpPage from './verify-otp-page';

describe('exposed sign-in pages', () => {
  it.each([
    ['sign-in-page', SignInPage, 'Sign In'],
    ['sign-up-page', SignUpPage, 'Sign Up'],
    ['verification-page', VerificationPage, 'Verify Your Email'],
    ['forgot-password-page', ForgotPasswordPage, 'Forgot Password'],
    ['verify-otp-page', VerifyOtpPage, 'Verify OTP'],
    ['new-password-page', NewPasswordPage, 'New Password'],
    ['complete-profile-page', CompleteProfilePage, 'Complete Your Profile'],
    ['delete-account-page', DeleteAccountPage, 'Delete Account'],
  ])('%s renders its page inside the account boundary', (_name, Page, heading) => {
    const { container, getByRole } = render(<Page params={{}} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('account-mfe');
    expect(getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});

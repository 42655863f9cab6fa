import { harnessPage, mountStandalone } from '@shop/shared/harness';
import * as completeProfilePage from './exposes/complete-profile-page';
import * as deleteAccountPage from './exposes/delete-account-page';
import * as forgotPasswordPage from './exposes/forgot-password-page';
import * as newPasswordPage from './exposes/new-password-page';
import * as ordersPage from './exposes/orders-page';
import * as profilePage from './exposes/profile-page';
import * as signInPage from './exposes/sign-in-page';
import * as signUpPage from './exposes/sign-up-page';
import * as verificationPage from './exposes/verification-page';
import * as verifyOtpPage from './exposes/verify-otp-page';
import * as wishlistPage from './exposes/wishlist-page';

// The account pages at their real paths, so the team can work without the shell.
mountStandalone('account-mfe (standalone)', [
  harnessPage({ path: '/signin', label: 'Sign In', module: signInPage }),
  harnessPage({ path: '/signup', label: 'Sign Up', module: signUpPage }),
  harnessPage({ path: '/verification', label: 'Verification', module: verificationPage }),
  harnessPage({ path: '/forgotpassword', label: 'Forgot Password', module: forgotPasswordPage }),
  harnessPage({ path: '/verifyotp', label: 'Verify OTP', module: verifyOtpPage }),
  harnessPage({ path: '/newpassword', label: 'New Password', module: newPasswordPage }),
  harnessPage({ path: '/userverify', label: 'Complete Profile', module: completeProfilePage }),
  harnessPage({ path: '/delete-account', label: 'Delete Account', module: deleteAccountPage }),
  harnessPage({ path: '/profile', label: 'Profile', module: profilePage }),
  harnessPage({ path: '/wishlist', label: 'Wish List', module: wishlistPage }),
  harnessPage({ path: '/orders', label: 'My Orders', module: ordersPage }),
]);

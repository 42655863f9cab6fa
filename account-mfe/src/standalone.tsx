import { mountStandalone } from '@shop/shared/harness';
import CompleteProfilePage from './exposes/complete-profile-page';
import DeleteAccountPage from './exposes/delete-account-page';
import ForgotPasswordPage from './exposes/forgot-password-page';
import NewPasswordPage from './exposes/new-password-page';
import OrdersPage from './exposes/orders-page';
import ProfilePage from './exposes/profile-page';
import SignInPage from './exposes/sign-in-page';
import SignUpPage from './exposes/sign-up-page';
import VerificationPage from './exposes/verification-page';
import VerifyOtpPage from './exposes/verify-otp-page';
import WishlistPage from './exposes/wishlist-page';

// The account pages at their real paths, so the team can work without the shell.
mountStandalone('account-mfe (standalone)', [
  { path: '/signin', label: 'Sign In', component: SignInPage },
  { path: '/signup', label: 'Sign Up', component: SignUpPage },
  { path: '/verification', label: 'Verification', component: VerificationPage },
  { path: '/forgotpassword', label: 'Forgot Password', component: ForgotPasswordPage },
  { path: '/verifyotp', label: 'Verify OTP', component: VerifyOtpPage },
  { path: '/newpassword', label: 'New Password', component: NewPasswordPage },
  { path: '/userverify', label: 'Complete Profile', component: CompleteProfilePage },
  { path: '/delete-account', label: 'Delete Account', component: DeleteAccountPage },
  { path: '/profile', label: 'Profile', component: ProfilePage },
  { path: '/wishlist', label: 'Wish List', component: WishlistPage },
  { path: '/orders', label: 'My Orders', component: OrdersPage },
]);

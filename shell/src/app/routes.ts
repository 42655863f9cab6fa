import type { RemoteName } from '../remotes/remotes-config';
import { matchPath } from '../router';

/** Who may open a route: anyone, only guests, or only signed-in shoppers. */
export type Access = 'public' | 'guest-only' | 'signed-in';

/** One route of the site: its access class, the remote that owns it and the module it exposes. */
export interface RouteDefinition {
  path: string;
  title: string;
  access: Access;
  remote: RemoteName;
  /** The exposed module rendering the page. */
  module: string;
  /** Route parameters the page receives as props. */
  params?: readonly string[];
  /** What the page says while it loads (instead of keeping the previous page until it is ready). */
  pending?: string;
}

/** Every route of the shop, with the access class the specification gives it. */
export const routes: readonly RouteDefinition[] = [
  { path: '/', title: 'Home', access: 'public', remote: 'catalog', module: 'home-page' },
  { path: '/shop', title: 'Our Products', access: 'public', remote: 'catalog', module: 'shop-page' },
  {
    path: '/product/:productId',
    title: 'Product',
    access: 'public',
    remote: 'catalog',
    module: 'product-detail-page',
    params: ['productId'],
    pending: 'Loading product details...',
  },
  { path: '/about', title: 'About Us', access: 'public', remote: 'catalog', module: 'about-page' },
  { path: '/termscondition', title: 'Terms & Conditions', access: 'public', remote: 'catalog', module: 'terms-page' },
  { path: '/shippingpolicy', title: 'Shipping Policy', access: 'public', remote: 'catalog', module: 'shipping-policy-page' },
  {
    path: '/returnandexchange',
    title: 'Return & Exchange Policy',
    access: 'public',
    remote: 'catalog',
    module: 'return-exchange-page',
  },
  { path: '/privacypolicy', title: 'Privacy Policy', access: 'public', remote: 'catalog', module: 'privacy-policy-page' },

  { path: '/signin', title: 'Sign In', access: 'guest-only', remote: 'account', module: 'sign-in-page' },
  { path: '/signup', title: 'Sign Up', access: 'guest-only', remote: 'account', module: 'sign-up-page' },
  { path: '/forgotpassword', title: 'Forgot Password', access: 'guest-only', remote: 'account', module: 'forgot-password-page' },
  { path: '/verifyotp', title: 'Verify OTP', access: 'guest-only', remote: 'account', module: 'verify-otp-page' },
  { path: '/newpassword', title: 'New Password', access: 'guest-only', remote: 'account', module: 'new-password-page' },
  { path: '/verification', title: 'Verification', access: 'guest-only', remote: 'account', module: 'verification-page' },
  { path: '/userverify', title: 'Complete Your Profile', access: 'guest-only', remote: 'account', module: 'complete-profile-page' },
  { path: '/delete-account', title: 'Delete Account', access: 'guest-only', remote: 'account', module: 'delete-account-page' },
  { path: '/profile', title: 'Profile', access: 'signed-in', remote: 'account', module: 'profile-page' },
  { path: '/orders', title: 'My Orders', access: 'signed-in', remote: 'account', module: 'orders-page' },
  { path: '/wishlist', title: 'Wish List', access: 'signed-in', remote: 'account', module: 'wishlist-page' },

  { path: '/cart', title: 'Cart', access: 'signed-in', remote: 'checkout', module: 'cart-page' },
  { path: '/checkout', title: 'Checkout', access: 'signed-in', remote: 'checkout', module: 'checkout-page' },
  { path: '/offers', title: 'Offers', access: 'signed-in', remote: 'checkout', module: 'offers-page' },

  { path: '/contact', title: 'Contact Us', access: 'public', remote: 'inquiries', module: 'contact-page' },
  { path: '/distubutor', title: 'Distributor Inquiry', access: 'signed-in', remote: 'inquiries', module: 'distributor-page' },
  {
    path: '/distributorinquiryForm',
    title: 'Distributor Inquiry',
    access: 'signed-in',
    remote: 'inquiries',
    module: 'distributor-page',
  },
  { path: '/wholesaler', title: 'Wholesaler Inquiry', access: 'public', remote: 'inquiries', module: 'wholesaler-page' },
];

/** The sign-in page guests are sent to, and the home page signed-in shoppers are sent to. */
export const SIGN_IN_PATH = '/signin';
export const HOME_PATH = '/';

/** The access class of the route a path belongs to ('public' for unknown paths). */
export function accessFor(pathname: string): Access {
  return routes.find((route) => matchPath(route.path, pathname) !== null)?.access ?? 'public';
}

// The whole public surface of the account remote; its pages join as the account section ships them.
export default {
  name: 'account',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: {
    './sign-in-page': './src/exposes/sign-in-page.tsx',
    './sign-up-page': './src/exposes/sign-up-page.tsx',
    './verification-page': './src/exposes/verification-page.tsx',
    './forgot-password-page': './src/exposes/forgot-password-page.tsx',
    './verify-otp-page': './src/exposes/verify-otp-page.tsx',
    './new-password-page': './src/exposes/new-password-page.tsx',
    './complete-profile-page': './src/exposes/complete-profile-page.tsx',
    './delete-account-page': './src/exposes/delete-account-page.tsx',
    './profile-page': './src/exposes/profile-page.tsx',
    './wishlist-page': './src/exposes/wishlist-page.tsx',
    './orders-page': './src/exposes/orders-page.tsx',
    './wishlist-toggle': './src/exposes/wishlist-toggle.tsx',
  },
  experiments: { externalRuntime: true },
};

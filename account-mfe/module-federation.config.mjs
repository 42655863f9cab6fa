// The whole public surface of the account remote; its pages join as the account section ships them.
export default {
  name: 'account',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: {
    './profile-page': './src/exposes/profile-page.tsx',
    './wishlist-page': './src/exposes/wishlist-page.tsx',
  },
  experiments: { externalRuntime: true },
};

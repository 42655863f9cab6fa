// The whole public surface of the checkout remote; its pages join as the cart and checkout section ships them.
export default {
  name: 'checkout',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: {},
  experiments: { externalRuntime: true },
};

// The whole public surface of the account remote; its pages join as the account section ships them.
export default {
  name: 'account',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: {},
  experiments: { externalRuntime: true },
};

// The whole public surface of the inquiries remote: the modules the shell may load.
export default {
  name: 'inquiries',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: {
    './contact-page': './src/exposes/contact-page.tsx',
    './distributor-page': './src/exposes/distributor-page.tsx',
    './wholesaler-page': './src/exposes/wholesaler-page.tsx',
  },
  experiments: { externalRuntime: true },
};

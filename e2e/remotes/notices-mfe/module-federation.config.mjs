// The notices team's public surface: one page.
export default {
  name: 'notices',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: { './notices-page': './src/exposes/notices-page.tsx' },
  experiments: { externalRuntime: true },
};

import path from 'node:path';
import { defineAppConfig } from '@shop/shared/build/federation.mjs';
import { ensureFontSubset } from './build/font-subset.mjs';
import { ProvidedSharedPlugin } from './build/provided-shared.mjs';
import { TypesPackagePlugin } from './build/types-package.mjs';
import federation from './module-federation.config.mjs';

await ensureFontSubset();

export default defineAppConfig({
  dir: import.meta.dirname,
  app: 'shell',
  federation,
  title: 'Ujjwal Home Care — detergents and cleaning products',
  serverEntry: './src/server/index.ts',
  // The shell provides the shared modules: in its entry chunk, so the first view fetches one file.
  eagerShared: true,
  // The development remotes file (public/remotes.json) points at each remote's dev server.
  customize: (config, rspack) => {
    config.plugins.push(
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public'), noErrorOnMissing: true }] }),
      new ProvidedSharedPlugin({ dir: import.meta.dirname }),
    );
    // A production build publishes the types of what it provides at /types/ (README: "Types for a remote").
    if (config.mode === 'production') config.plugins.push(new TypesPackagePlugin({ shellDir: import.meta.dirname }));
    // The shell's page is served for every route, including nested ones such as /product/42,
    // so its scripts must be addressed from the site root, not relative to the page.
    config.output.publicPath = '/';
    return config;
  },
});

import path from 'node:path';
import { defineAppConfig } from '@shop/shared/build/federation.mjs';
import federation from './module-federation.config.mjs';

export default defineAppConfig({
  dir: import.meta.dirname,
  app: 'shell',
  federation,
  title: 'Ujjwal Home Care — detergents and cleaning products',
  // The development remotes file (public/remotes.json) points at each remote's dev server.
  customize: (config, rspack) => {
    config.plugins.push(
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public'), noErrorOnMissing: true }] }),
    );
    return config;
  },
});

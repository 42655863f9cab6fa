import path from 'node:path';
import { defineAppConfig } from '@shop/shared/build/federation.mjs';
import { PreloadBootChunksPlugin } from './build/preload-boot-chunks-plugin.mjs';
import federation from './module-federation.config.mjs';

export default defineAppConfig({
  dir: import.meta.dirname,
  app: 'shell',
  federation,
  title: 'Ujjwal Home Care — detergents and cleaning products',
  serverEntry: './src/server/index.ts',
  // The development remotes file (public/remotes.json) points at each remote's dev server;
  // production pages preload the scripts the first view needs.
  customize: (config, rspack) => {
    config.plugins.push(
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public'), noErrorOnMissing: true }] }),
    );
    config.plugins.push(new PreloadBootChunksPlugin({ chunkGroup: 'bootstrap' }));
    // The shell's page is served for every route, including nested ones such as /product/42,
    // so its scripts must be addressed from the site root, not relative to the page.
    config.output.publicPath = '/';
    return config;
  },
});

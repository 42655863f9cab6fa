import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createAppConfig, devPorts } from '@shop/shared/build/federation.mjs';
import federation from './module-federation.config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const config = createAppConfig({
    rspack,
    ModuleFederationPlugin,
    ReactRefreshRspackPlugin,
    dir,
    port: devPorts.shell,
    federation,
    title: 'Ujjwal Home Care — detergents and cleaning products',
    mode: argv.mode ?? 'development',
    htmlTemplate: path.join(dir, '../shared/build/index.html'),
  });
  // In development the remotes file points at each remote's dev server.
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] }));
  return config;
};

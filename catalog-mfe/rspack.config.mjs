import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createAppConfig, devPorts } from '@shop/shared/build/federation.mjs';
import federation from './module-federation.config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfig({
    rspack,
    ModuleFederationPlugin,
    ReactRefreshRspackPlugin,
    dir,
    port: devPorts.catalog,
    federation,
    title: 'catalog-mfe — standalone',
    mode: argv.mode ?? 'development',
    htmlTemplate: path.join(dir, '../shared/build/index.html'),
  });

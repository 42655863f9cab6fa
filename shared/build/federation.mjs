// Build settings every app of the shop shares, so the shell and the remotes
// agree on singletons and on how a federated bundle is laid out.
import { createRequire } from 'node:module';
import path from 'node:path';
// Ports are the run scripts' (one table, the same environment variables for `npm start` and `rspack serve`).
import { apiPort, apps } from '../../scripts/lib/shop-config.mjs';
import { FederationEsmRuntimePlugin } from './federation-esm-runtime.mjs';
import { RouteDeclarationPlugin } from './route-declaration-plugin.mjs';
import { buildDir, createHostServerConfig, createRemoteServerConfig } from './server-build.mjs';

const require = createRequire(import.meta.url);
const sharedPackage = require('../package.json');

/** @param {string} requiredVersion */
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/**
 * Modules shared as singletons between the shell and every remote. The prefix
 * keys ('react/' …) stop react-dom/client and the JSX runtime being bundled twice;
 * `@shop/shared` has no root entry, so its prefix key alone covers every subpath.
 */
export const sharedSingletons = {
  react: singleton('^19.3.1'),
  'react/': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/': singleton('^19.3.1'),
  nanostores: singleton('^1.5.5'),
  '@nanostores/react': singleton('^2.0.1'),
  '@shop/shared/': singleton(`^${sharedPackage.version}`),
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
};

const LAZY_IN_HOST = new Set(['@shop/shared/fields', '@shop/shared/business']);

/**
 * The host's own copies, bundled into its entry chunk: they load with it in one file instead of a
 * chunk each (and twice, as a provided and a fallback copy), and every remote uses them.
 */
export function eagerSingletons(shared = sharedSingletons) {
  // The host takes its own copies, registered before any remote's, so checking their versions
  // against its own ranges cannot fail; skipping the check spares the page's first task a semver
  // parse per module. A remote still checks the copy it is lent against its own range.
  const eager = Object.fromEntries(
    Object.entries(shared).map(([key, options]) => [key, { ...options, eager: true, requiredVersion: false }]),
  );
  // The form controls and the forms built on them stay out of the entry chunk: no first view of the
  // catalogue has a form. A prefix key would take them in too, so the package's entries are named one
  // by one here.
  const { '@shop/shared/': packageOptions, ...rest } = eager;
  if (!packageOptions) return eager;
  const entries = Object.keys(sharedPackage.exports)
    .filter((entry) => sharedPackage.exports[entry].endsWith('.ts'))
    .map((entry) => `@shop/shared/${entry.slice(2)}`);
  const byEntry = Object.fromEntries(entries.map((entry) => [entry, LAZY_IN_HOST.has(entry) ? shared['@shop/shared/'] : packageOptions]));
  return { ...rest, ...byEntry };
}

// A remote's standalone development page has no host to lend it the federation
// runtime, so only production builds rely on the shell's external runtime.
function federationFor(federation, production) {
  if (production) {
    // A remote loads no remote of its own: its entry leaves out the code that would.
    const optimization = { target: 'web', disableSnapshot: true, ...(federation.remotes ? {} : { disableRemote: true }) };
    return { ...federation, experiments: { ...federation.experiments, optimization } };
  }
  if (!federation.experiments?.externalRuntime) return federation;
  const { externalRuntime: _external, ...experiments } = federation.experiments;
  return { ...federation, experiments };
}

/**
 * One rspack configuration for the shell and the remotes: TypeScript through
 * swc, Tailwind through PostCSS, hashed file names in production, and the
 * Module Federation plugin with the options the app passes.
 */
export function createAppConfig({
  rspack,
  ModuleFederationPlugin,
  ReactRefreshRspackPlugin,
  dir,
  port,
  federation,
  title,
  mode,
  eagerShared = false,
  htmlTemplate = path.join(dir, 'src/index.html'),
}) {
  const production = mode === 'production';
  const hashed = production ? '.[contenthash:10]' : '';
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: buildDir(dir),
      publicPath: 'auto',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      uniqueName: federation.name,
      // Chunks from another origin are loaded in CORS mode, which subresource integrity needs.
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              // Shoppers' phones run current Chrome and Safari: left at swc's ES5 default, helpers for
              // classes, async and iteration made up a third of our own code's bytes.
              target: 'es2020',
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                // The JSX runtime a host provides (react/jsx-runtime) in development too: a remote's dev
                // server loaded by the built shell would otherwise bring jsx-dev-runtime, which needs a
                // development React, and fail ("dispatcher.getOwner is not a function").
                react: { runtime: 'automatic', development: false, refresh: !production },
              },
            },
          },
        },
        {
          test: /\.css$/,
          type: 'css/auto',
          use: [
            {
              loader: 'postcss-loader',
              options: { postcssOptions: { plugins: [require.resolve('@tailwindcss/postcss', { paths: [dir] })] } },
            },
          ],
        },
        { test: /\.(png|jpe?g|webp|svg|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        dts: false,
        shared: eagerShared ? eagerSingletons() : sharedSingletons,
        ...federationFor(federation, production),
      }),
      production && new FederationEsmRuntimePlugin(),
      // The page is served for nested routes too (/product/42): its own files are addressed from the
      // root, while the federated chunks keep 'auto' so a host can load them from this origin.
      new rspack.HtmlRspackPlugin({ template: htmlTemplate, title, chunks: ['main'], publicPath: '/' }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // This build runs in browsers only (the server has its own): code kept for the server's
        // render behind `typeof window === 'undefined'` is left out of what a phone downloads.
        'typeof window': JSON.stringify('object'),
      }),
      // A remote publishes its routes with every build, the development server's included.
      federation.exposes && new RouteDeclarationPlugin({ dir, exposes: federation.exposes }),
      // A released remote's entry carries the digest of every chunk and stylesheet it loads, so a browser
      // that checked the entry (the shell gives it the registered digest) runs nothing else. SHA-256
      // keeps that map a third smaller than SHA-384 in a file every first view downloads.
      federation.exposes && production && new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] }),
      !production && ReactRefreshRspackPlugin && new ReactRefreshRspackPlugin(),
    ].filter(Boolean),
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: corsHeaders,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}` }],
    },
    lazyCompilation: false,
    performance: { hints: false },
  };
}

/**
 * @typedef {object} AppConfigOptions
 * @property {string} dir The app's folder, where its package.json is.
 * @property {string} app The app's name in the run scripts' table of ports (`shell`, `catalog` …).
 * @property {{ name: string; exposes?: Record<string, string>; [option: string]: unknown }} federation
 *   Its Module Federation options (`module-federation.config.mjs`); the shared singletons are added here.
 * @property {string} [title] The title of its own page.
 * @property {string} [serverEntry] The shell's rendering server entry; a remote leaves it out.
 * @property {boolean} [eagerShared] The host's copies of the shared modules go into its entry chunk.
 * @property {(config: Record<string, any>, rspack: any) => Record<string, any>} [customize] Changes the browser configuration.
 */

/**
 * An app's whole rspack configuration from its folder and federation settings; the
 * build tools are loaded from the app's own dependencies. A production build also
 * writes the Node build the shell's rendering server uses: a remote's exposes, or
 * (given `serverEntry`) the shell's server itself.
 * @param {AppConfigOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => Record<string, any> | Record<string, any>[]}
 */
export function defineAppConfig({ dir, app, federation, title, serverEntry, eagerShared = false, customize = (config) => config }) {
  const requireFromApp = createRequire(path.join(dir, 'package.json'));
  const { rspack } = requireFromApp('@rspack/core');
  const { ModuleFederationPlugin } = requireFromApp('@module-federation/enhanced/rspack');
  const { ReactRefreshRspackPlugin } = requireFromApp('@rspack/plugin-react-refresh');
  return (_env, argv) => {
    const mode = argv.mode ?? 'development';
    const browser = customize(
      createAppConfig({
        rspack,
        ModuleFederationPlugin,
        ReactRefreshRspackPlugin,
        dir,
        port: apps[app]?.port,
        federation,
        title,
        mode,
        eagerShared,
        htmlTemplate: path.join(path.dirname(new URL(import.meta.url).pathname), 'index.html'),
      }),
      rspack,
    );
    // `rspack serve` works on the browser page alone; the Node build belongs to production.
    if (mode !== 'production') return browser;
    const serverOptions = { rspack, ModuleFederationPlugin, dir, federation, shared: sharedSingletons, production: true };
    const server = serverEntry ? createHostServerConfig({ ...serverOptions, entry: serverEntry }) : createRemoteServerConfig(serverOptions);
    return [browser, server];
  };
}

// The Node half of every app: a remote's exposes built for the shell's rendering server, and
// the shell's own server bundle. Both speak the same shared singletons as the browser builds.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Where a remote's Node entry sits inside its published folder, beside the browser files. */
export const SERVER_DIR = 'server';

/** The manifest field the federation runtime reads on Node to find a remote's server entry. */
export const ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };

function swcRule(production) {
  return {
    test: /\.tsx?$/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  };
}

const cssRule = { test: /\.css$/, type: 'javascript/auto', loader: require.resolve('./empty-css-loader.cjs') };

/**
 * Names the Node entry in the browser build's `mf-manifest.json` once both are written,
 * so one manifest address serves the browser and the rendering server.
 */
class SsrManifestPlugin {
  constructor(manifestPath) {
    this.manifestPath = manifestPath;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('SsrManifestPlugin', () => {
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8'));
      manifest.metaData.ssrRemoteEntry = ssrRemoteEntry;
      writeFileSync(this.manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}

/** Shared singletons the host always provides on the server, so a remote's Node build carries no copy. */
function providedByHost(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, import: false }]));
}

function baseServerConfig({ rspack, dir, name, production, outputPath }) {
  return {
    name: 'server',
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    target: 'async-node',
    context: dir,
    devtool: false,
    output: { path: outputPath, uniqueName: `${name}_server`, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: { rules: [swcRule(production), cssRule] },
    // Readable stack traces in the server log matter more than bytes on disk.
    optimization: { minimize: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') })],
    performance: { hints: false },
  };
}

/**
 * Where an app's build goes: its `dist/`, or `BUILD_OUT_DIR` for a release, which is built into a
 * folder of its own so the build being served is never touched.
 */
export function buildDir(dir) {
  return process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(dir, 'dist');
}

/**
 * A remote's exposes as one CommonJS file the shell's server fetches and runs: one file, so
 * nothing else is fetched at render time, and two builds of a remote never mix their chunks.
 */
export function createRemoteServerConfig({ rspack, ModuleFederationPlugin, dir, federation, shared, production }) {
  const outputPath = path.join(buildDir(dir), SERVER_DIR);
  const config = baseServerConfig({ rspack, dir, name: federation.name, production, outputPath });
  const { experiments: _browserOnly, ...options } = federation;
  config.entry = {};
  config.output.filename = '[name].js';
  config.optimization.splitChunks = false;
  config.plugins.push(
    new ModuleFederationPlugin({
      ...options,
      dts: false,
      manifest: false,
      shared: providedByHost(shared),
      library: { type: 'commonjs-module', name: federation.name },
      remoteType: 'script',
    }),
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new SsrManifestPlugin(path.join(buildDir(dir), 'mf-manifest.json')),
  );
  return config;
}

/** The shell's rendering server: a Node bundle hosting the remotes' server entries. */
export function createHostServerConfig({ rspack, ModuleFederationPlugin, dir, federation, shared, production, entry }) {
  const config = baseServerConfig({ rspack, dir, name: federation.name, production, outputPath: path.join(dir, 'dist', SERVER_DIR) });
  const { experiments: _browserOnly, ...options } = federation;
  config.entry = { server: entry };
  config.output.filename = '[name].cjs';
  config.output.chunkFilename = '[name].cjs';
  config.output.library = { type: 'commonjs2' };
  config.plugins.push(new ModuleFederationPlugin({ ...options, dts: false, manifest: false, shared }));
  return config;
}

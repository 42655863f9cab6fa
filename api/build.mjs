// Bundles the server into dist/server.js. Packages from node_modules stay external
// (they are installed beside it), except the workspace package @shop/shared, which
// ships TypeScript source and so has to be compiled into the bundle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8'));
const bundled = new Set(['@shop/shared']);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !bundled.has(name));

const started = Date.now();
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A package name here also covers its subpaths (drizzle-orm/pglite and so on).
  external,
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`api: built dist/server.js in ${Date.now() - started} ms`);

// Bundles the shell's web server (src/web/main.ts) into dist/server/web.mjs, beside the renderer's
// Node build it loads. Packages stay external (installed beside the shell), except the workspace
// package @shop/shared, which ships TypeScript source.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(await readFile(path.join(shellDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => name !== '@shop/shared');

await build({
  absWorkingDir: shellDir,
  entryPoints: ['src/web/main.ts'],
  outfile: 'dist/server/web.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
});

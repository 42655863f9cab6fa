// The types package a shell build publishes: a tarball npm and tar read, holding exactly what the
// shell provides. Run with `node --test shell/build/types-package.test.mjs`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { packTarball } from './tarball.mjs';
import { typesPackageFiles, writeTypesPackage } from './types-package.mjs';

const shellDir = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'types-package-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function untar(tarball, into) {
  const file = path.join(scratch, `${path.basename(into)}.tgz`);
  writeFileSync(file, tarball);
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', file, '-C', into]);
  return path.join(into, 'package');
}

test('a tarball holds its files under package/ as tar reads them, long paths included, and the same files give the same bytes', () => {
  const long = `types/${'deep/'.repeat(30)}index.d.ts`;
  const files = { 'package.json': '{"name":"x","version":"1.0.0"}\n', [long]: 'export {};\n', 'b.txt': 'é'.repeat(600) };
  const tarball = packTarball(files);
  assert.deepEqual(packTarball({ ...files }), tarball);
  const root = untar(tarball, path.join(scratch, 'plain'));
  for (const [name, contents] of Object.entries(files)) assert.equal(readFileSync(path.join(root, name), 'utf8'), contents);
});

const provided = [
  ...readFileSync(path.join(shellDir, 'src/server/provide-shared.ts'), 'utf8').matchAll(/^import '@shop\/shared\/([^']+)';$/gm),
]
  .map((match) => match[1])
  .sort();

test('the package exports exactly the shared entries the shell provides, with the build preset, at the shared version', async () => {
  const { version, files } = await typesPackageFiles({ shellDir });
  const pkg = JSON.parse(files['package.json']);
  assert.equal(pkg.name, '@shop/shared');
  assert.equal(version, JSON.parse(readFileSync(path.join(shellDir, '../shared/package.json'), 'utf8')).version);
  assert.equal(pkg.version, version);
  assert.deepEqual(
    Object.keys(pkg.exports).sort(),
    [...provided.map((entry) => `./${entry}`), './build/federation.mjs', './build/server-build.mjs', './package.json'].sort(),
  );
  for (const [specifier, target] of Object.entries(pkg.exports)) {
    const file = typeof target === 'string' ? target : target.types;
    assert.ok(files[file.slice(2)] !== undefined, `${specifier} points at ${file}, which the package holds`);
  }
  assert.match(files['types/page/page-module.d.ts'], /export interface PageModule<D = unknown>/);
  const shellPackage = JSON.parse(readFileSync(path.join(shellDir, 'package.json'), 'utf8'));
  for (const name of ['react', 'react-dom', 'nanostores', '@nanostores/react'])
    assert.equal(pkg.peerDependencies[name], shellPackage.dependencies[name], `${name} is a peer at the version the shell provides`);
  const named = Object.entries(files).filter(([name, source]) => name.endsWith('.ts') && /@shop\/shared\/(harness|testing)/.test(source));
  assert.deepEqual(named, []);
});

test('the build preset in the tarball loads on its own and asks remotes for this version of the shared package', async () => {
  const contents = await typesPackageFiles({ shellDir });
  const { file } = writeTypesPackage(path.join(scratch, 'dist'), contents);
  const root = untar(readFileSync(file), path.join(scratch, 'installed'));
  const preset = await import(pathToFileURL(path.join(root, 'build/federation.mjs')).href);
  assert.equal(preset.sharedSingletons['@shop/shared/'].requiredVersion, `^${contents.version}`);
  assert.equal(typeof preset.defineAppConfig, 'function');
  const index = JSON.parse(readFileSync(path.join(scratch, 'dist/types/index.json'), 'utf8'));
  assert.equal(index.tarball, `shop-shell-types-${contents.version}.tgz`);
  assert.match(index.integrity, /^sha512-/);
});

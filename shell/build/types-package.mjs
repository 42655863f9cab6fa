// The types package each production build of the shell publishes under /types/: the declarations of
// every @shop/shared entry the shell provides (shell/src/server/provide-shared.ts) and the build
// preset, as a package named @shop/shared at the shell's version. A remote outside this workspace
// installs it from the shop's address and type-checks against what the live shell runs.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { declarations, presetModules, providedEntries, sharedDir, sharedPackage } from '@shop/shared/build/declarations.mjs';
import { packTarball } from './tarball.mjs';

const PACKAGE_NAME = '@shop/shared';
/** The shared singletons a page imports, provided by the shell at its installed versions: the package's peers. */
const PROVIDED_PACKAGES = ['react', 'react-dom', 'nanostores', '@nanostores/react'];

/** The tarball's file name for a version, and the folder of the build it is served from. */
export const tarballName = (version) => `shop-shell-types-${version}.tgz`;
export const TYPES_DIR = 'types';

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name));
}

/** A relative module specifier where a module is imported, required or resolved. */
const RELATIVE_IMPORT = /(\bfrom\s+|\bimport\s*\(\s*|\brequire(?:\.resolve)?\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every module a declaration file names that is not one of its own files. */
function bareSpecifiers(source) {
  const found = source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|<reference types=)['"]([^'".][^'"]*)['"]/g);
  return [...found].map((match) => match[1]);
}

function installedVersion(fromDir, name) {
  return JSON.parse(readFileSync(path.join(fromDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/**
 * The preset's modules and what they import, each to go flat into build/ (so federation.mjs's
 * `../../scripts/lib/shop-config.mjs` becomes `./shop-config.mjs`); `../package.json` stays, as the
 * package's own manifest sits where shared's does. The page template is read by path, not imported.
 */
function presetSources() {
  const found = new Set([...presetModules, path.join(sharedDir, 'build/index.html')]);
  const queue = [...presetModules];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const [, , , specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (target === path.join(sharedDir, 'package.json') || found.has(target)) continue;
      found.add(target);
      if (/\.m?js$/.test(target)) queue.push(target);
    }
  }
  return [...found];
}

/** Rewrites the relative specifiers of a preset file (or of its declarations) to the package's flat build/. */
function flatten(source, sourceFile, presetFiles) {
  return source.replace(RELATIVE_IMPORT, (whole, before, quote, specifier) => {
    const target = path.resolve(path.dirname(sourceFile), specifier);
    if (target === path.join(sharedDir, 'package.json')) return whole;
    if (!presetFiles.has(target)) throw new Error(`${sourceFile} imports ${specifier}, which the types package does not carry`);
    return `${before}${quote}./${path.basename(target)}${quote}`;
  });
}

function manifest({ version, entries, emitted, thirdParty, shellDir }) {
  const dependencies = {};
  for (const name of thirdParty) {
    if (PROVIDED_PACKAGES.includes(name)) continue;
    const wanted = sharedPackage().dependencies?.[name];
    if (!wanted) throw new Error(`the types of @shop/shared import "${name}", which is not a dependency of shared/package.json`);
    dependencies[name] = wanted;
  }
  const peers = Object.fromEntries(PROVIDED_PACKAGES.map((name) => [name, installedVersion(shellDir, name)]));
  return {
    name: PACKAGE_NAME,
    version,
    description: `Types of the @shop/shared entries the shop's shell ${version} provides to remotes, and its build preset`,
    type: 'module',
    exports: {
      ...Object.fromEntries(entries.map((entry) => [`./${entry}`, { types: `./${emitted.files[entry]}` }])),
      './build/federation.mjs': { types: './build/federation.d.mts', default: './build/federation.mjs' },
      './build/server-build.mjs': { types: './build/server-build.d.mts', default: './build/server-build.mjs' },
      './package.json': './package.json',
    },
    dependencies,
    peerDependencies: { ...peers, '@types/react': `^${installedVersion(shellDir, '@types/react')}` },
    peerDependenciesMeta: { '@types/react': { optional: true } },
  };
}

/** The package's files (path inside it → contents), checked to name only what it carries or declares. */
export async function typesPackageFiles({ shellDir }) {
  const entries = providedEntries(path.join(shellDir, 'src/server/provide-shared.ts'));
  const emitted = await declarations(entries);
  const files = {};
  const named = new Set();
  for (const file of filesUnder(path.join(emitted.dir, 'types'))) {
    const source = readFileSync(file, 'utf8');
    files[path.relative(emitted.dir, file).split(path.sep).join('/')] = source;
    for (const specifier of bareSpecifiers(source)) named.add(specifier);
  }
  const unprovided = [...named].filter(
    (specifier) => specifier.startsWith(`${PACKAGE_NAME}/`) && !entries.includes(specifier.slice(PACKAGE_NAME.length + 1)),
  );
  if (unprovided.length > 0)
    throw new Error(`the provided entries' types import ${unprovided.join(', ')}, which the shell does not provide`);

  const presetFiles = new Set(presetSources());
  for (const file of presetFiles) files[`build/${path.basename(file)}`] = flatten(readFileSync(file, 'utf8'), file, presetFiles);
  for (const file of filesUnder(path.join(emitted.dir, 'preset'))) {
    const sourceFile = path.join(sharedDir, '..', path.relative(path.join(emitted.dir, 'preset'), file));
    files[`build/${path.basename(file)}`] = flatten(readFileSync(file, 'utf8'), sourceFile, presetFiles);
  }

  const thirdParty = [...new Set([...named].filter((specifier) => !specifier.startsWith(`${PACKAGE_NAME}/`)).map(packageOf))].sort();
  const { version } = sharedPackage();
  const pkg = manifest({ version, entries, emitted, thirdParty, shellDir });
  files['package.json'] = `${JSON.stringify(pkg, null, 2)}\n`;
  return { version, entries, files, reused: emitted.reused };
}

/** Writes the tarball and types/index.json (which names the current one) into a build folder. */
export function writeTypesPackage(outputPath, { version, entries, files }) {
  const tarball = packTarball(files);
  const dir = path.join(outputPath, TYPES_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, tarballName(version)), tarball);
  const index = {
    name: PACKAGE_NAME,
    version,
    tarball: tarballName(version),
    integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
    entries: entries.map((entry) => `${PACKAGE_NAME}/${entry}`),
  };
  writeFileSync(path.join(dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return { file: path.join(dir, tarballName(version)), bytes: tarball.length };
}

/**
 * Builds the types package beside the shell's browser build: the declarations are emitted (in a
 * worker) while rspack compiles, and the tarball is written once the build's own files are, since
 * the build empties its folder first.
 */
export class TypesPackagePlugin {
  constructor({ shellDir }) {
    this.shellDir = shellDir;
  }

  apply(compiler) {
    let pending;
    const start = () => {
      pending = typesPackageFiles({ shellDir: this.shellDir });
      // Awaited after emit; until then a failure must not count as unhandled.
      pending.catch(() => {});
      return pending;
    };
    compiler.hooks.run.tap('TypesPackagePlugin', start);
    compiler.hooks.afterEmit.tapPromise('TypesPackagePlugin', async () => {
      const contents = await (pending ?? start());
      pending = undefined;
      const { file, bytes } = writeTypesPackage(compiler.outputPath, contents);
      const declarations = contents.reused ? 'declarations reused' : 'declarations emitted';
      console.log(`[types] ${path.relative(this.shellDir, file)} (${(bytes / 1024).toFixed(1)} KB, ${declarations})`);
    });
  }
}

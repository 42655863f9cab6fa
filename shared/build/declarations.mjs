// The .d.ts of @shop/shared's public entries and of its build preset, as TypeScript emits them. The
// API report (CI) and the shell's types package (every production build) read the same files, emitted
// once per state of the sources into shared/.types-build/declarations/<content hash>/.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** The shared package's folder. */
export const sharedDir = path.resolve(import.meta.dirname, '..');

/** Where emitted declarations and the API report's scratch files go (ignored by git). */
export const typesBuildDir = path.join(sharedDir, '.types-build');

const declarationsRoot = path.join(typesBuildDir, 'declarations');
const sourceRoot = path.join(sharedDir, 'src');
const repoRoot = path.dirname(sharedDir);

/** The build preset's modules a remote's rspack configuration imports (they import the rest). */
export const presetModules = ['build/federation.mjs', 'build/server-build.mjs'].map((file) => path.join(sharedDir, file));

/** The shared package's manifest, read fresh: its version moves with the API. */
export function sharedPackage() {
  return JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
}

/**
 * The `@shop/shared/*` entries a shell provides, from its module of side-effect imports
 * (`import '@shop/shared/ui';`): what a remote may import at run time, so what its types may name.
 */
export function providedEntries(provideSharedFile) {
  const source = readFileSync(provideSharedFile, 'utf8');
  const entries = [...source.matchAll(/^import '@shop\/shared\/([^']+)';$/gm)].map((match) => match[1]);
  if (entries.length === 0) throw new Error(`${provideSharedFile} provides no @shop/shared entry`);
  return entries.sort();
}

/** The TypeScript module behind an entry (`ui` → src/ui/index.ts), from the package's `exports`. */
export function entryModule(entry) {
  const target = sharedPackage().exports[`./${entry}`];
  if (typeof target !== 'string' || !/\.tsx?$/.test(target))
    throw new Error(`@shop/shared/${entry} is not a TypeScript entry of shared/package.json "exports"`);
  return path.join(sharedDir, target);
}

/** The path of a file under `root`, with forward slashes. */
const relativePath = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** Where an entry's declarations sit inside an emitted folder (`ui` → types/ui/index.d.ts). */
export function declarationFile(entry) {
  return `types/${relativePath(sourceRoot, entryModule(entry)).replace(/\.tsx?$/, '.d.ts')}`;
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name))
    .sort();
}

/** A hash of everything the declarations follow from: sources, settings, installed types, this emitter. */
function sourceHash(entries) {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(sourceRoot),
    path.join(sharedDir, 'package.json'),
    path.join(sharedDir, 'tsconfig.json'),
    path.join(repoRoot, 'tsconfig.base.json'),
    path.join(repoRoot, 'pnpm-lock.yaml'),
    path.join(repoRoot, 'scripts/lib/shop-config.mjs'),
    ...filesUnder(path.join(sharedDir, 'build')),
  ];
  hash.update(`${require('typescript').version}\n${entries.join(',')}\n`);
  for (const file of inputs) hash.update(`${path.relative(sharedDir, file)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 20);
}

function failWith(ts, diagnostics) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => repoRoot, getNewLine: () => '\n' };
  throw new Error(`declarations of @shop/shared:\n${ts.formatDiagnostics(diagnostics, host)}`);
}

function emit(ts, rootNames, options) {
  const program = ts.createProgram({ rootNames, options });
  const result = program.emit();
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(), ...result.diagnostics];
  if (diagnostics.length > 0) failWith(ts, diagnostics);
}

// Declarations only, and not checked again (the type check step does it); a declaration TypeScript
// cannot write (an inferred type it cannot name) is still an error.
const declarationsOnly = {
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  noCheck: true,
  declarationMap: false,
  sourceMap: false,
  incremental: false,
  composite: false,
  tsBuildInfoFile: undefined,
};

/**
 * Emits into `outDir` the declarations of `entries` (and of every module they reach) under types/,
 * laid out as under src/, and those of the build preset (from its JSDoc) under preset/, laid out
 * as in the repository (preset/shared/build/federation.d.mts, preset/scripts/lib/shop-config.d.mts).
 */
export function emitDeclarations(entries, outDir) {
  const ts = require('typescript');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(sharedDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => failWith(ts, [diagnostic]) },
  );
  emit(ts, entries.map(entryModule), {
    ...parsed.options,
    ...declarationsOnly,
    // Types for a browser page: no Node globals leak into what a remote is told.
    types: [],
    rootDir: sourceRoot,
    outDir: path.join(outDir, 'types'),
  });
  emit(ts, presetModules, {
    ...declarationsOnly,
    allowJs: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    types: ['node'],
    typeRoots: [path.join(sharedDir, 'node_modules/@types')],
    rootDir: repoRoot,
    outDir: path.join(outDir, 'preset'),
  });
}

function emitInWorker(entries, outDir) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./declarations-worker.mjs', import.meta.url), { workerData: { entries, outDir } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`declarations worker exited with ${code}`))));
  });
}

/**
 * The folder of `entries`' declarations, emitted now (in a worker, so a build running beside it
 * keeps its thread) unless this state of the sources was emitted before (`reused`).
 */
export async function declarations(entries) {
  const hash = sourceHash(entries);
  const dir = path.join(declarationsRoot, hash);
  // The marker is written last: a folder without it is an emit that did not finish.
  const marker = path.join(dir, 'package.json');
  const reused = existsSync(marker);
  if (!reused) {
    const scratch = `${dir}.${process.pid}.${Date.now()}`;
    mkdirSync(scratch, { recursive: true });
    try {
      await emitInWorker(entries, scratch);
      // A name of its own, so `@shop/shared/*` inside these files is not resolved to shared/src.
      const manifest = { name: 'shop-shared-declarations', private: true, type: 'module', description: 'Emitted .d.ts of @shop/shared' };
      writeFileSync(path.join(scratch, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      rmSync(dir, { recursive: true, force: true });
      renameSync(scratch, dir);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    for (const older of readdirSync(declarationsRoot)) {
      if (older !== hash && /^[0-9a-f]{20}$/.test(older)) rmSync(path.join(declarationsRoot, older), { recursive: true, force: true });
    }
  }
  return {
    dir,
    reused,
    files: Object.fromEntries(entries.map((entry) => [entry, declarationFile(entry)])),
  };
}

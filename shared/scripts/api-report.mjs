// The public types of @shop/shared (every entry the shell provides to remotes) against the committed
// report in shared/api-report/: a change a remote could notice must come with a new version of the
// package, since the live shell's version is how a remote knows which types it builds against.
//   node shared/scripts/api-report.mjs            checks (CI)
//   node shared/scripts/api-report.mjs --update   rewrites the report and records the version
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { declarations, providedEntries, sharedDir, sharedPackage, typesBuildDir } from '../build/declarations.mjs';

const require = createRequire(import.meta.url);
const { CompilerState, Extractor, ExtractorConfig } = require('@microsoft/api-extractor');

const update = process.argv.includes('--update');
const reportDir = path.join(sharedDir, 'api-report');
const scratchDir = path.join(typesBuildDir, 'api-report');
const versionFile = path.join(reportDir, 'version.json');
const provideShared = path.join(sharedDir, '../shell/src/server/provide-shared.ts');

/** One report file per entry: `contracts/sort-codes` → contracts-sort-codes.api.md. */
const reportName = (entry) => entry.replaceAll('/', '-');
const reportFile = (entry) => `${reportName(entry)}.api.md`;

// Every message goes into the report (an unexported type a signature names, say), none stops the run.
const messages = {
  compilerMessageReporting: { default: { logLevel: 'error' } },
  extractorMessageReporting: {
    default: { logLevel: 'none', addToApiReportFile: true },
    // The package has no release stages (alpha, beta): every export is public.
    'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
    // Documentation is not the types: a doc comment added or reworded needs no new version.
    'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
  },
  tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
};

function extractorConfig(entry, entryFile) {
  return ExtractorConfig.prepare({
    configObjectFullPath: path.join(sharedDir, 'api-extractor.json'),
    packageJsonFullPath: path.join(sharedDir, 'package.json'),
    configObject: {
      projectFolder: sharedDir,
      mainEntryPointFilePath: entryFile,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
        },
      },
      apiReport: { enabled: true, reportFileName: reportName(entry), reportFolder: reportDir, reportTempFolder: scratchDir },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages,
    },
  });
}

/** Runs api-extractor on every entry over one TypeScript program, writing each report into the scratch folder. */
function extract(dir, files) {
  const entries = Object.keys(files);
  const configs = entries.map((entry) => extractorConfig(entry, path.join(dir, files[entry])));
  const [first] = configs;
  if (!first) throw new Error('no entry to report');
  const compilerState = CompilerState.create(first, { additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath) });
  entries.forEach((entry, index) => {
    const result = Extractor.invoke(configs[index], {
      compilerState,
      // Our own comparison replaces api-extractor's progress and "please copy the file" lines.
      messageCallback: (message) => {
        if (message.logLevel !== 'error') message.handled = true;
      },
    });
    if (result.errorCount > 0) throw new Error(`api-extractor failed on @shop/shared/${entry}`);
    // A warning api-extractor cannot place names its file: the same file whatever folder it was emitted into.
    const report = path.join(scratchDir, reportFile(entry));
    writeFileSync(
      report,
      readFileSync(report, 'utf8').replaceAll(path.relative(sharedDir, dir).split(path.sep).join('/'), '<declarations>'),
    );
  });
}

/** The entries whose fresh report differs from the committed one. */
function changedEntries(entries) {
  const committed = (entry) => path.join(reportDir, reportFile(entry));
  return entries.filter(
    (entry) =>
      !existsSync(committed(entry)) ||
      readFileSync(committed(entry), 'utf8') !== readFileSync(path.join(scratchDir, reportFile(entry)), 'utf8'),
  );
}

/** Report files of entries that are no longer provided. */
function staleReports(entries) {
  const expected = new Set(entries.map(reportFile));
  return readdirSync(reportDir).filter((file) => file.endsWith('.api.md') && !expected.has(file));
}

function showDiff(entry) {
  const committed = path.relative(sharedDir, path.join(reportDir, reportFile(entry)));
  const fresh = path.relative(sharedDir, path.join(scratchDir, reportFile(entry)));
  const before = existsSync(path.join(sharedDir, committed)) ? committed : '/dev/null';
  const diff = spawnSync('git', ['diff', '--no-index', '--no-color', '--', before, fresh], { cwd: sharedDir, encoding: 'utf8' });
  console.log(diff.stdout || `  (compare shared/${committed} with shared/${fresh})`);
}

const started = Date.now();
const entries = providedEntries(provideShared);
const { dir, files } = await declarations(entries);
mkdirSync(reportDir, { recursive: true });
rmSync(scratchDir, { recursive: true, force: true });
mkdirSync(scratchDir, { recursive: true });
extract(dir, files);
const changed = changedEntries(entries);
const stale = staleReports(entries);
const { version } = sharedPackage();
const recorded = existsSync(versionFile) ? JSON.parse(readFileSync(versionFile, 'utf8')).version : undefined;
const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (update) {
  for (const file of stale) rmSync(path.join(reportDir, file));
  for (const entry of changed) copyFileSync(path.join(scratchDir, reportFile(entry)), path.join(reportDir, reportFile(entry)));
  writeFileSync(versionFile, `${JSON.stringify({ version }, null, 2)}\n`);
  console.log(`[api-report] ${entries.length} entries of @shop/shared ${version} written to shared/api-report/ (${took})`);
} else if (changed.length === 0 && stale.length === 0) {
  const note = recorded === version ? '' : ` (the report records ${recorded}: run with --update to record ${version})`;
  console.log(`[api-report] the public types of @shop/shared ${version} match the report${note} (${took})`);
} else {
  for (const entry of changed) showDiff(entry);
  const what = [...changed.map((entry) => `@shop/shared/${entry}`), ...stale.map((file) => `${file} (no longer provided)`)].join(', ');
  if (recorded !== version) {
    console.log(`[api-report] public types changed with the version (${recorded} → ${version}): ${what}`);
    console.log('[api-report] record them with `pnpm --filter @shop/shared api-report --update`');
  } else {
    console.error(`[api-report] the public types of @shop/shared changed but its version did not (still ${version}): ${what}`);
    console.error('[api-report] raise "version" in shared/package.json, then run `pnpm --filter @shop/shared api-report --update`');
    process.exitCode = 1;
  }
}

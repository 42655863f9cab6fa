// `npm test`: lint and format check, then the import boundaries; the type check, the script tests, the
// shared package's API report and every unit and API suite, two at a time; the production build, the
// first view's byte budgets, then the browser tests against the composed site.
import { availableParallelism } from 'node:os';
import { buildAll, ensureInstalled, run, runHeld, runPnpm, runPnpmHeld } from './lib/run.mjs';
import { runSideBySide } from './lib/side-by-side.mjs';

const scriptTests = [
  'scripts/workspace-rules.test.mjs',
  'scripts/fragment-styles.test.mjs',
  // Fails on an installed version inside a known high-severity advisory (scripts/advisories.json).
  'scripts/check-advisories.test.mjs',
  'scripts/lib/workspace-remotes.test.mjs',
  'scripts/lib/workspace-releases.test.mjs',
  'scripts/lib/release-files.test.mjs',
  'scripts/lib/operator-token.test.mjs',
  'scripts/lib/pretty-logs.test.mjs',
  'scripts/lib/side-by-side.test.mjs',
  'scripts/bench/request-chain.test.mjs',
  'scripts/bench/asset-labels.test.mjs',
  'scripts/bench/figures.test.mjs',
  'shell/build/font-subset.test.mjs',
  'shared/build/route-declaration-plugin.test.mjs',
  'shared/build/federation-esm-runtime.test.mjs',
  'shell/build/provided-shared.test.mjs',
  'shell/build/types-package.test.mjs',
];

const apps = ['shared', 'shell', 'catalog-mfe', 'account-mfe', 'checkout-mfe', 'inquiries-mfe', 'backoffice-mfe'];

/**
 * The suites of the test step, longest first. With PostgreSQL (CI), the API's suite runs on it, the
 * database the parallel-request proofs need; the embedded PGlite is exercised by the browser tests,
 * since the composed shop runs on it (its migrations, its seed and every repository a journey
 * touches). Without PostgreSQL the whole API suite runs on PGlite.
 */
function checksAndSuites() {
  const pglite = { env: { TEST_DATABASE_URL: '' } };
  const suites = [];
  if (process.env.TEST_DATABASE_URL) {
    suites.push([
      // Then two real API processes side by side on one PostgreSQL: shared rate limits, stock, holds.
      'API on PostgreSQL, then two API processes on it',
      async () =>
        (await runPnpmHeld(['--filter', 'api', 'run', 'test'])) + (await runPnpmHeld(['--filter', 'api', 'run', 'test:processes'])),
    ]);
  } else {
    console.log('  (TEST_DATABASE_URL not set: the API runs on PGlite, and its several-process tests need PostgreSQL)');
    suites.push(['API on PGlite', () => runPnpmHeld(['--filter', 'api', 'run', 'test'], pglite)]);
  }
  suites.push(
    ['type check', () => runPnpmHeld(['--recursive', '--workspace-concurrency=1', 'run', 'typecheck'])],
    [
      // One after the other: both emit the shared package's declarations into one folder.
      'workspace rules, workspace remotes, run tokens, bench arithmetic, the font subset, route declarations and the types package; then the API report of @shop/shared',
      async () =>
        (await runHeld(process.execPath, ['--test', ...scriptTests])) +
        // A change to @shop/shared's public types fails unless its version changed too (decision 025).
        (await runHeld(process.execPath, ['shared/scripts/api-report.mjs'])),
    ],
  );
  for (const app of apps) suites.push([app, () => runPnpmHeld(['--filter', app, 'run', 'test'])]);
  return suites;
}

const steps = [
  ['install', () => ensureInstalled()],
  [
    // Then the import boundaries between remotes, their features and the shared package (decision 042).
    'lint, format and import boundaries',
    async () => {
      await runPnpm(['exec', 'biome', 'ci', '.']);
      await runPnpm(['run', 'lint:deps']);
    },
  ],
  // Type check, script tests, API report and every suite, two at a time (the machine's cores): the
  // API's suite beside the rest.
  ['checks and tests', () => runSideBySide(checksAndSuites(), Math.max(2, Math.min(availableParallelism(), 3)))],
  ['build', () => buildAll()],
  ['byte budgets of the first view', () => run(process.execPath, ['scripts/budget.mjs'])],
  ['browser tests', () => runPnpm(['--filter', 'e2e', 'run', 'test'])],
];

const started = Date.now();
for (const [name, step] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  await step();
  console.log(`=== ${name}: done in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

// `npm test`: lint and format check, type check, the shared package's API report, unit and API tests, production
// build, the first view's byte budgets, then the browser tests against the composed site.
import { buildAll, ensureInstalled, run, runPnpm } from './lib/run.mjs';

const steps = [
  ['install', () => ensureInstalled()],
  ['lint and format', () => runPnpm(['exec', 'biome', 'ci', '.'])],
  [
    'workspace rules, file server, remotes registry and workspace remotes, run tokens, bench arithmetic, the font subset, route declarations and the types package',
    () =>
      run(process.execPath, [
        '--test',
        'scripts/workspace-rules.test.mjs',
        'scripts/lib/static-server.test.mjs',
        'scripts/lib/remotes-registry.test.mjs',
        'scripts/lib/workspace-remotes.test.mjs',
        'scripts/lib/workspace-releases.test.mjs',
        'scripts/lib/release-files.test.mjs',
        'scripts/lib/operator-token.test.mjs',
        'scripts/bench/request-chain.test.mjs',
        'scripts/bench/asset-labels.test.mjs',
        'scripts/bench/figures.test.mjs',
        'shell/build/font-subset.test.mjs',
        'shared/build/route-declaration-plugin.test.mjs',
        'shell/build/provided-shared.test.mjs',
        'shell/build/types-package.test.mjs',
      ]),
  ],
  ['type check', () => runPnpm(['--recursive', '--workspace-concurrency=1', 'run', 'typecheck'])],
  // A change to @shop/shared's public types fails unless its version changed too (decision 025).
  ['API report of @shop/shared', () => run(process.execPath, ['shared/scripts/api-report.mjs'])],
  // The first API run is always on the embedded PGlite; the next one on PostgreSQL when CI provides it.
  [
    'unit and API tests',
    () => runPnpm(['--recursive', '--workspace-concurrency=1', '--filter', '!e2e', 'run', 'test'], { env: { TEST_DATABASE_URL: '' } }),
  ],
  [
    'API tests on PostgreSQL',
    () =>
      process.env.TEST_DATABASE_URL
        ? runPnpm(['--filter', 'api', 'run', 'test'])
        : console.log('  (TEST_DATABASE_URL not set: PGlite run above only)'),
  ],
  // Two real API processes side by side on one PostgreSQL: shared rate limits, stock, holds.
  [
    'API processes on PostgreSQL',
    () =>
      process.env.TEST_DATABASE_URL
        ? runPnpm(['--filter', 'api', 'run', 'test:processes'])
        : console.log('  (TEST_DATABASE_URL not set: these need PostgreSQL)'),
  ],
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

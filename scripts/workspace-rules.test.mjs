// The workspace rules that keep remotes independent (.dependency-cruiser.cjs, `npm run lint:deps`): a
// remote may import only from @shop/shared and its own folder, inside a remote a feature folder only
// from itself, the remote's app/ and @shop/shared, and the shared package from no app. The probes live
// in a scratch workspace shaped like this one, so a type check running beside this test never meets
// them. Run with `node --test scripts/workspace-rules.test.mjs`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './lib/shop-config.mjs';

const depcruise = path.join(repoRoot, 'node_modules/.bin/depcruise');

/** What every probe workspace holds for probes to import: the shared package, the shell, and in each remote app/, a feature and exposes/. */
const scaffold = {
  'shared/package.json': JSON.stringify({ name: '@shop/shared', exports: { './stores': './src/stores/index.ts' } }),
  'shared/src/stores/index.ts': 'export const toast = 1;\n',
  'shell/src/app/routes.ts': 'export const routes = [];\n',
  ...Object.fromEntries(
    ['account-mfe', 'catalog-mfe', 'checkout-mfe'].flatMap((remote) => [
      [`${remote}/src/app/form/auth-card.ts`, 'export const AuthCard = 1;\n'],
      [`${remote}/src/cart/components/cart-page.ts`, 'export const CartPage = 1;\n'],
      [`${remote}/src/exposes/page.ts`, 'export const Page = 1;\n'],
    ]),
  ),
};

/**
 * Runs the boundary check on a scratch workspace holding the scaffold and `probes` (path -> source):
 * its exit status and each violation it prints, as rule, importing file, imported file and message.
 */
async function checkWorkspace(probes) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundary-probe-'));
  try {
    for (const [file, source] of Object.entries({ ...scaffold, ...probes })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    mkdirSync(path.join(root, 'node_modules/@shop'), { recursive: true });
    symlinkSync('../../shared', path.join(root, 'node_modules/@shop/shared'));
    const folders = readdirSync(root).filter((name) => name === 'shared' || name.endsWith('-mfe'));
    const args = ['--config', path.join(repoRoot, '.dependency-cruiser.cjs'), '--output-type', 'err-long', ...folders];
    const { status, output } = await new Promise((resolve, reject) => {
      const child = spawn(depcruise, args, { cwd: root, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, output }));
    });
    const violations = [...output.matchAll(/^ {2}error (\S+): (\S+) → (\S+)\n((?: {4}.*\n?)+)/gm)].map(([, rule, from, to, message]) => ({
      rule,
      from,
      to,
      message: message.trim().split(/\s+/).join(' '),
    }));
    return { status, output, violations };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const up = (levels) => '../'.repeat(levels);
const importOf = (specifier) => `import { Page } from '${specifier}';\nexport const probe = Page;\n`;

// One workspace of wrong imports, one of right ones, both checked once and side by side.
const wrongImports = {
  // A file 1, 3 and 6 folders deep in a feature (`probe/`), reaching the feature `cart/`.
  'account-mfe/src/probe/depth-1.ts': importOf(`${up(1)}cart/components/cart-page`),
  'account-mfe/src/probe/a/b/depth-3.ts': importOf(`${up(3)}cart/components/cart-page`),
  'account-mfe/src/probe/a/b/c/d/e/depth-6.ts': importOf(`${up(6)}cart/components/cart-page`),
  'catalog-mfe/src/probe/components/to-exposes.ts': importOf(`${up(2)}exposes/page`),
  'checkout-mfe/src/app/form/to-feature.ts': importOf(`${up(2)}cart/components/cart-page`),
  'catalog-mfe/src/probe/to-remote.ts': importOf(`${up(3)}account-mfe/src/exposes/page`),
  'catalog-mfe/src/probe/a/b/c/d/e/type-from-remote.ts': `import type { Page } from '${up(8)}account-mfe/src/exposes/page';\nexport type Probe = Page;\n`,
  'catalog-mfe/vitest.config.ts': importOf('../checkout-mfe/src/exposes/page'),
  'checkout-mfe/src/probe/to-shell-by-name.ts': importOf('shell/src/app/routes'),
  'checkout-mfe/src/probe/a/b/c/d/e/to-shell.ts': importOf(`${up(8)}shell/src/app/routes`),
  'account-mfe/src/probe/to-shared-by-path.ts': importOf(`${up(3)}shared/src/stores/index`),
  'shared/src/stores/to-app.ts': importOf(`${up(3)}shell/src/app/routes`),
};
const refused = checkWorkspace(wrongImports);
const allowed = checkWorkspace({
  'account-mfe/src/probe/own.ts': 'export const own = 1;\n',
  'account-mfe/src/probe/a/b/c/d/e/here.ts': 'export const here = 1;\n',
  'account-mfe/src/probe/a/b/c/d/e/depth-6.ts': [
    "import { toast } from '@shop/shared/stores';",
    `import { AuthCard } from '${up(6)}app/form/auth-card';`,
    `import { own } from '${up(5)}own';`,
    "import { here } from './here';",
    'export const probe = [toast, AuthCard, own, here];',
    '',
  ].join('\n'),
  'account-mfe/src/exposes/gathers.ts': [
    "import { AuthCard } from '../app/form/auth-card';",
    "import { CartPage } from '../cart/components/cart-page';",
    'export const probe = [AuthCard, CartPage];',
    '',
  ].join('\n'),
  'account-mfe/src/index.ts': importOf('./exposes/page'),
  'account-mfe/vitest.config.ts': "import { toast } from '@shop/shared/stores';\nexport const probe = toast;\n",
});

const remoteRule =
  'A remote may import only from @shop/shared and its own folder: another remote or the shell is a separately deployed app.';
const featureRule =
  "A feature folder of a remote may import only its own files, the remote's app/ and @shop/shared: what features share belongs in app/.";

/** Checks the check refused `file`'s import of `to` under `rule`, with a message that starts with `message`. */
async function assertRefused(file, rule, to, message) {
  const { status, violations, output } = await refused;
  assert.notEqual(status, 0, output);
  const found = violations.find((violation) => violation.from === file && violation.rule === rule);
  assert.ok(found, `${file} is not refused under ${rule}:\n${output}`);
  assert.equal(found.to, to);
  assert.ok(found.message.startsWith(message), found.message);
}

test('a file 1, 3 or 6 folders deep in a feature importing another feature is refused', async () => {
  for (const file of ['probe/depth-1.ts', 'probe/a/b/depth-3.ts', 'probe/a/b/c/d/e/depth-6.ts']) {
    await assertRefused(
      `account-mfe/src/${file}`,
      'feature-only-itself-app-and-shared',
      'account-mfe/src/cart/components/cart-page.ts',
      featureRule,
    );
  }
});

test("a feature importing the remote's exposed pages is refused", async () => {
  await assertRefused(
    'catalog-mfe/src/probe/components/to-exposes.ts',
    'feature-only-itself-app-and-shared',
    'catalog-mfe/src/exposes/page.ts',
    featureRule,
  );
});

test("the remote's app/ importing a feature is refused: what features share depends on none of them", async () => {
  await assertRefused(
    'checkout-mfe/src/app/form/to-feature.ts',
    'feature-only-itself-app-and-shared',
    'checkout-mfe/src/cart/components/cart-page.ts',
    featureRule,
  );
});

test('a remote importing another remote is refused, from any depth, types included, and from outside src/', async () => {
  const page = 'account-mfe/src/exposes/page.ts';
  await assertRefused('catalog-mfe/src/probe/to-remote.ts', 'remote-relative-path-stays-inside', page, remoteRule);
  await assertRefused('catalog-mfe/src/probe/a/b/c/d/e/type-from-remote.ts', 'remote-relative-path-stays-inside', page, remoteRule);
  await assertRefused('catalog-mfe/vitest.config.ts', 'remote-relative-path-stays-inside', 'checkout-mfe/src/exposes/page.ts', remoteRule);
});

test('a remote importing the shell is refused, by name or by path', async () => {
  await assertRefused('checkout-mfe/src/probe/to-shell-by-name.ts', 'remote-only-shared-and-itself', 'shell/src/app/routes', remoteRule);
  await assertRefused(
    'checkout-mfe/src/probe/a/b/c/d/e/to-shell.ts',
    'remote-relative-path-stays-inside',
    'shell/src/app/routes.ts',
    remoteRule,
  );
});

test('a remote reaching the shared package by relative path instead of its name is refused', async () => {
  await assertRefused(
    'account-mfe/src/probe/to-shared-by-path.ts',
    'remote-relative-path-stays-inside',
    'shared/src/stores/index.ts',
    remoteRule,
  );
});

test('the shared package importing an app is refused', async () => {
  await assertRefused(
    'shared/src/stores/to-app.ts',
    'shared-depends-on-no-app',
    'shell/src/app/routes.ts',
    'The shared package must not depend on any app.',
  );
});

test('every wrong import is reported, and the check exits with a failure', async () => {
  const { status, violations } = await refused;
  assert.notEqual(status, 0);
  const refusedFiles = new Set(violations.map((violation) => violation.from));
  assert.deepEqual([...refusedFiles].sort(), Object.keys(wrongImports).sort());
});

test("a feature importing its own files, the remote's app/ and the shared package passes, as do exposes/ gathering features", async () => {
  const { status, violations, output } = await allowed;
  assert.deepEqual(violations, []);
  assert.equal(status, 0, output);
  assert.match(output, /no dependency violations found/);
});

// Each entry point of @shop/shared is shared across the site by its package name. A module
// that reaches another entry point by relative path bundles a private copy of it (a second
// session or wishlist store nobody displays), so code crossing entry points uses the name.
test('shared code reaches another entry point of the package by name, never by relative path', () => {
  const sharedSrc = path.join(repoRoot, 'shared/src');
  const offenders = [];
  for (const file of readdirSync(sharedSrc, { recursive: true })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|test-fixtures|test-setup|testing\//.test(file)) continue;
    const source = readFileSync(path.join(sharedSrc, file), 'utf8');
    for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.\.\/[^']+)'/gm)) offenders.push(`${file}: ${match[1]}`);
  }
  assert.deepEqual(offenders, []);
});

// The workspace rules that keep remotes independent: a remote may import only from @shop/shared
// and its own folder, and inside a remote a feature folder only from itself, the remote's app/
// and @shop/shared. Run with `node --test scripts/workspace-rules.test.mjs`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './lib/shop-config.mjs';

const biome = path.join(repoRoot, 'node_modules/.bin/biome');

/** Lints a file written into a new folder of the remote (`under` it: 'src' makes the folder a feature), `inner` folders down. */
function lintProbe(remote, source, { under = 'src', inner = '' } = {}) {
  const dir = mkdtempSync(path.join(repoRoot, remote, under, 'lint-probe-'));
  mkdirSync(path.join(dir, inner), { recursive: true });
  const file = path.join(dir, inner, 'probe.ts');
  writeFileSync(file, source);
  try {
    const result = spawnSync(biome, ['lint', '--colors=off', file], { cwd: repoRoot, encoding: 'utf8' });
    return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const refusal = 'A remote may import only from @shop/shared and its own folder';

/** Lints a probe whose one import is `specifier`, and checks the lint refuses it with `message`. */
function assertRefused(remote, specifier, message, where) {
  const result = lintProbe(remote, `import probe from '${specifier}';\nexport { probe };\n`, where);
  assert.equal(result.failed, true);
  assert.match(result.output, new RegExp(message));
}

test('a remote importing another remote by relative path is refused', () => {
  assertRefused('catalog-mfe', '../../../account-mfe/src/exposes/page', refusal);
});

test('a remote importing the shell is refused', () => {
  assertRefused('checkout-mfe', 'shell/src/app/routes', refusal);
});

test('a remote importing the shared package and its own files passes', () => {
  const result = lintProbe(
    'inquiries-mfe',
    "import { toast } from '@shop/shared/stores';\nimport page from '../../contact/components/contact-page';\nexport const probe = [toast, page];\n",
    { under: 'src/exposes' },
  );
  assert.equal(result.failed, false, result.output);
});

const featureRefusal = "A feature folder of a remote may import only its own files, the remote's app/ and @shop/shared";

test('a feature importing another feature of its remote is refused, from any depth of its folder', () => {
  assertRefused('account-mfe', '../sign-in/hooks/use-sign-in', featureRefusal);
  assertRefused('checkout-mfe', '../../cart/components/cart-page', featureRefusal, { inner: 'hooks' });
});

test("a feature importing the remote's exposed pages is refused", () => {
  assertRefused('catalog-mfe', '../../exposes/shop-page', featureRefusal, { inner: 'components' });
});

test("the remote's app/ importing a feature is refused: what features share depends on none of them", () => {
  assertRefused('checkout-mfe', '../../cart/components/cart-page', featureRefusal, { under: 'src/app' });
});

test('a nested feature file still may not reach another remote', () => {
  assertRefused('inquiries-mfe', '../../../../account-mfe/src/exposes/page', refusal, { inner: 'components' });
});

test("a feature importing its own files, the remote's app/ and the shared package passes", () => {
  const result = lintProbe(
    'account-mfe',
    [
      "import { toast } from '@shop/shared/stores';",
      "import { AuthCard } from '../../app/form/auth-card';",
      "import { probe as own } from '../model/own';",
      "import { probe as here } from './here';",
      'export const probe = [toast, AuthCard, own, here];',
      '',
    ].join('\n'),
    { inner: 'components' },
  );
  assert.equal(result.failed, false, result.output);
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

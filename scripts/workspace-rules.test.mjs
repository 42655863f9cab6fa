// The workspace rule that keeps remotes independent: a remote may import only
// from @shop/shared and its own folder. Run with `node --test scripts/workspace-rules.test.mjs`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './lib/shop-config.mjs';

const biome = path.join(repoRoot, 'node_modules/.bin/biome');

function lintProbe(remote, source) {
  const dir = mkdtempSync(path.join(repoRoot, remote, 'src', 'lint-probe-'));
  const file = path.join(dir, 'probe.ts');
  writeFileSync(file, source);
  try {
    const result = spawnSync(biome, ['lint', '--colors=off', file], { cwd: repoRoot, encoding: 'utf8' });
    return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const refusal = 'A remote may import only from @shop/shared and its own folder';

test('a remote importing another remote by relative path is refused', () => {
  const result = lintProbe('catalog-mfe', "import page from '../../../account-mfe/src/exposes/page';\nexport const probe = page;\n");
  assert.equal(result.failed, true);
  assert.match(result.output, new RegExp(refusal));
});

test('a remote importing the shell is refused', () => {
  const result = lintProbe('checkout-mfe', "import { routes } from 'shell/src/app/routes';\nexport const probe = routes;\n");
  assert.equal(result.failed, true);
  assert.match(result.output, new RegExp(refusal));
});

test('a remote importing the shared package and its own files passes', () => {
  const result = lintProbe(
    'inquiries-mfe',
    "import { toast } from '@shop/shared/stores';\nimport page from '../exposes/contact-page';\nexport const probe = [toast, page];\n",
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

// A fragment (a section's piece inside another section's page) links a stylesheet of its own folder's
// classes only, so that other sections' pages do not wait for the whole section's CSS before their
// first paint. These checks keep that sheet complete: each fragment's expose imports the stylesheet of
// one folder, and no module the fragment reaches outside that folder uses the section's own classes
// (those would be missing on every other section's page). Run with `node --test`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './lib/shop-config.mjs';
import { findWorkspaceRemotes } from './lib/workspace-remotes.mjs';

const IMPORT = /(?:from|import)\s*'(\.{1,2}\/[^']+)'/g;

/** The module a relative import names, as the bundler resolves it. */
function resolveModule(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && /\.(tsx?|css)$/.test(file));
}

/** Every module `entry` reaches through relative imports, itself included. */
function reachedModules(entry) {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file.endsWith('.css')) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveModule(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}

/** Each remote's fragments: name, expose file and the remote's class prefix. */
function workspaceFragments() {
  return findWorkspaceRemotes(repoRoot).flatMap((remote) => {
    const routes = JSON.parse(readFileSync(path.join(remote.dir, 'routes.json'), 'utf8'));
    const prefix = readFileSync(path.join(remote.dir, 'src/styles.css'), 'utf8').match(/prefix\((\w+)\)/)?.[1];
    return Object.entries(routes.fragments ?? {}).map(([name, module]) => ({
      name,
      remote: remote.name,
      src: path.join(remote.dir, 'src'),
      expose: path.join(remote.dir, 'src/exposes', `${module}.tsx`),
      prefix,
    }));
  });
}

const fragments = workspaceFragments();

test('the workspace has fragments to check', () => {
  assert.ok(fragments.length >= 3, `found ${fragments.map((fragment) => fragment.name).join(', ')}`);
});

for (const fragment of fragments) {
  test(`${fragment.remote}'s ${fragment.name}: its stylesheet covers every class it renders`, () => {
    assert.ok(fragment.prefix, `${fragment.remote}'s styles.css names no class prefix`);
    const modules = reachedModules(fragment.expose);
    const sheets = modules.filter((file) => file.endsWith('.css'));
    assert.equal(sheets.length, 1, `${fragment.name} imports ${sheets.length} stylesheets; it should import its folder's own`);
    const folder = path.dirname(sheets[0]);
    assert.notEqual(folder, fragment.src, `${fragment.name} imports the whole section's stylesheet`);
    const ownClass = new RegExp(`(?<![\\w-])${fragment.prefix}:[\\w-]`);
    const outside = modules.filter(
      (file) => !file.endsWith('.css') && !file.startsWith(`${folder}${path.sep}`) && ownClass.test(readFileSync(file, 'utf8')),
    );
    assert.deepEqual(
      outside.map((file) => path.relative(repoRoot, file)),
      [],
      `these modules use ${fragment.prefix}: classes outside ${path.relative(repoRoot, folder)}, which its stylesheet does not scan`,
    );
  });
}

// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const sharedPackage = JSON.parse(readFileSync(path.join(here, '../../../shared/package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const provided = readFileSync(path.join(here, 'provide-shared.ts'), 'utf8');

// Remotes' Node builds carry no copy of a shared module: one the server does not provide breaks them.
const notForPages = new Set(['.', './build/*', './harness', './harness/harness.css', './testing', './testing/set-up', './theme.css']);

describe('provide-shared', () => {
  it('provides every entry point of the shared package a page may import', () => {
    const entries = Object.keys(sharedPackage.exports).filter((entry) => !notForPages.has(entry));
    const missing = entries.filter((entry) => !provided.includes(`import '@shop/shared/${entry.slice(2)}';`));
    expect(missing).toEqual([]);
  });
});

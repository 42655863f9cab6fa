import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { esmTwin } from './federation-esm-runtime.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'federation-esm-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** Writes empty files under the temporary node_modules and returns the path of the first. */
function files(...names) {
  for (const name of names) {
    const file = path.join(root, 'node_modules', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
  }
  return path.join(root, 'node_modules', names[0]);
}

test('a federation package CommonJS file is swapped for its .js twin', () => {
  const cjs = files('@module-federation/runtime/dist/index.cjs', '@module-federation/runtime/dist/index.js');
  assert.equal(esmTwin(cjs), cjs.replace(/\.cjs$/, '.js'));
});

test('a twin published as .mjs is found too', () => {
  const cjs = files('@module-federation/error-codes/dist/index.cjs', '@module-federation/error-codes/dist/index.mjs');
  assert.equal(esmTwin(cjs), cjs.replace(/\.cjs$/, '.mjs'));
});

test('a CommonJS file without a twin is kept', () => {
  assert.equal(esmTwin(files('@module-federation/sdk/dist/node-only.cjs')), undefined);
});

test('files of other packages and bare requests are left alone', () => {
  assert.equal(esmTwin(files('other/dist/index.cjs', 'other/dist/index.js')), undefined);
  assert.equal(esmTwin('@module-federation/runtime'), undefined);
  assert.equal(esmTwin(undefined), undefined);
});

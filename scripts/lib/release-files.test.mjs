import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildHash, releaseDigests } from './release-files.mjs';

function folder(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'release-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const sha384 = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

test('digests every script, stylesheet and JSON document the shop may load, by path', () => {
  const root = folder({
    'mf-manifest.json': '{}',
    'remoteEntry.js': 'a',
    'server/remoteEntry.js': 'b',
    '12.css': 'c',
    '12.css.map': '{}',
    'index.html': '<html>',
    'release.json': '{}',
  });
  assert.deepEqual(releaseDigests(root), {
    '12.css': sha384('c'),
    'mf-manifest.json': sha384('{}'),
    'remoteEntry.js': sha384('a'),
    'server/remoteEntry.js': sha384('b'),
  });
});

test('a build hash changes with any file but a source map', () => {
  const files = { 'remoteEntry.js': 'a', 'remoteEntry.js.map': '1' };
  const same = buildHash(folder(files));
  assert.equal(buildHash(folder({ ...files, 'remoteEntry.js.map': '2' })), same);
  assert.notEqual(buildHash(folder({ ...files, 'remoteEntry.js': 'b' })), same);
});

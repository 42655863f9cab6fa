import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { subsetText } from './font-subset.mjs';

function codePointsOfRange(range) {
  const points = new Set();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code += 1) points.add(code);
  }
  return points;
}

test("the font face's unicode-range names exactly the characters the subset keeps, so nothing falls back needlessly or shows a blank", async () => {
  const css = await readFile(path.join(import.meta.dirname, '..', 'src', 'font.css'), 'utf8');
  const range = /font-family: "Inter Variable";[\s\S]*?unicode-range:([^;]+);/.exec(css)?.[1];
  assert.ok(range, 'font.css declares a unicode-range for the shop font');
  const kept = new Set([...subsetText()].map((character) => character.codePointAt(0)));
  assert.deepEqual(
    [...codePointsOfRange(range)].sort((a, b) => a - b),
    [...kept].sort((a, b) => a - b),
  );
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findProblems, inRange, lockedVersions } from './check-advisories.mjs';

const advisories = JSON.parse(readFileSync(fileURLToPath(new URL('./advisories.json', import.meta.url)), 'utf8'));
const lockfile = (versions) =>
  `lockfileVersion: '9.0'\n\npackages:\n\n${versions.map((v) => `  ${v}:\n    resolution: {integrity: sha512-x}\n`).join('\n')}`;

test('nodemailer 7.0.13 fails the check, naming package, version and advisory', () => {
  const problems = findProblems(lockfile(['nodemailer@7.0.13', '@fastify/cors@11.4.3']), advisories);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^nodemailer@7\.0\.13 is inside a high advisory \(<9\.1\.1\): .*https:\/\//);
});

test('nodemailer 9.1.1 and later pass', () => {
  assert.deepEqual(findProblems(lockfile(['nodemailer@9.1.1', 'nodemailer@10.6.0']), advisories), []);
});

test('ranges and scoped names are read as written', () => {
  assert.equal(inRange('9.1.0', '<9.1.1'), true);
  assert.equal(inRange('2.3.4', '>=2.0.0 <2.3.4'), false);
  assert.equal(inRange('1.0.0', '<0.5.0 || >=1.0.0 <1.0.1'), true);
  assert.deepEqual(lockedVersions(lockfile(['@zxcvbn-ts/core@4.2.0', 'sharp@0.35.5(x@1.0.0)'])), [
    { name: '@zxcvbn-ts/core', version: '4.2.0' },
    { name: 'sharp', version: '0.35.5' },
  ]);
});

test('the lockfile as committed passes', () => {
  const committed = readFileSync(fileURLToPath(new URL('../pnpm-lock.yaml', import.meta.url)), 'utf8');
  assert.deepEqual(findProblems(committed, advisories), []);
});

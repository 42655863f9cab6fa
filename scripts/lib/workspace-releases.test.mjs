import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { registerWorkspaceBuilds, workspaceBuilds } from './workspace-releases.mjs';

/** An operator API standing in for the registry: records the calls, answers the overview it is given. */
function fakeApi(overview) {
  const calls = [];
  const call = async (method, pathname, body) => {
    calls.push([method, pathname, body?.release ?? body?.name ?? '']);
    return method === 'GET' ? { data: overview } : {};
  };
  return { call, calls };
}

const build = (name, release = 'workspace-abc') => ({ name, entry: `http://localhost:3001/mf-manifest.json`, release });

test('a first start creates each remote, registers its build and makes it live', async () => {
  const api = fakeApi({ names: [], retired: [], remotes: {} });
  assert.deepEqual(await registerWorkspaceBuilds(api.call, [build('catalog')]), ['catalog: workspace-abc']);
  assert.deepEqual(api.calls.slice(1), [
    ['POST', '/remotes', 'catalog'],
    ['POST', '/remotes/catalog/releases', 'workspace-abc'],
    ['POST', '/remotes/catalog/rollout', 'workspace-abc'],
    ['POST', '/remotes/catalog/promote', ''],
  ]);
});

test('a rebuilt workspace replaces the workspace build that was stable', async () => {
  const api = fakeApi({ names: ['catalog'], retired: [], remotes: { catalog: { release: 'workspace-old' } } });
  await registerWorkspaceBuilds(api.call, [build('catalog', 'workspace-new')]);
  assert.deepEqual(api.calls.map(([, pathname]) => pathname).slice(1), [
    '/remotes/catalog/releases',
    '/remotes/catalog/rollout',
    '/remotes/catalog/promote',
  ]);
});

test("an operator's stable release or candidate is left alone, the build only registered", async () => {
  const stable = fakeApi({ names: ['catalog'], retired: [], remotes: { catalog: { release: '1.2.0-abc-123' } } });
  assert.deepEqual(await registerWorkspaceBuilds(stable.call, [build('catalog')]), ["catalog: operator's release 1.2.0-abc-123 kept"]);
  const candidate = fakeApi({
    names: ['catalog'],
    retired: [],
    remotes: { catalog: { release: 'workspace-old', candidate: { release: '1.3.0-x', percent: 10 } } },
  });
  assert.deepEqual(await registerWorkspaceBuilds(candidate.call, [build('catalog')]), ["catalog: operator's candidate 1.3.0-x kept"]);
  assert.deepEqual(candidate.calls.map(([, pathname]) => pathname).slice(1), ['/remotes/catalog/releases']);
});

test('a remote an operator deleted is not brought back', async () => {
  const api = fakeApi({ names: [], retired: ['inquiries'], remotes: {} });
  const [line] = await registerWorkspaceBuilds(api.call, [build('inquiries')]);
  assert.match(line ?? '', /deleted from the registry, not served/);
  assert.equal(api.calls.length, 1);
});

test('a built remote is released under its files’ hash with their digests; a development server unchecked', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'workspace-build-'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'export {}');
  const apps = { catalog: { port: 3001, dir }, account: { port: 3002, dir } };
  const [built, developed] = workspaceBuilds({ names: ['catalog', 'account'], apps, host: 'localhost', developed: ['account'] });
  assert.equal(built.entry, 'http://localhost:3001/mf-manifest.json');
  assert.match(built.release, /^workspace-[0-9a-f]{10}$/);
  assert.deepEqual(Object.keys(built.integrity), ['remoteEntry.js']);
  assert.match(developed.release, /^dev-/);
  assert.equal(developed.integrity, undefined);
});

// The shell's view of the live registry: fresh within seconds, and never a broken page when the API is away.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { liveRemotesConfig } from './remotes-registry.mjs';

const settings = () => ({ apiBaseUrl: '' });
const answer = (remotes) => Promise.resolve(new Response(JSON.stringify({ success: true, data: { remotes } })));

test('serves the registry beside the shell settings and reads it again once the cache has aged', async () => {
  let clock = 0;
  let registry = { catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } };
  let reads = 0;
  const config = liveRemotesConfig({
    registryUrl: 'http://api/remotes',
    settings,
    ttlMs: 2000,
    now: () => clock,
    fetchImpl: () => {
      reads += 1;
      return answer(registry);
    },
  });
  assert.deepEqual(await config(), { apiBaseUrl: '', remotes: { catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } } });
  registry = {
    catalog: {
      entry: 'http://cdn/1/catalog.json',
      release: '1',
      candidate: { entry: 'http://cdn/2/catalog.json', release: '2', percent: 50 },
    },
  };
  clock = 1000;
  assert.equal((await config()).remotes.catalog.candidate, undefined);
  assert.equal(reads, 1);
  clock = 2500;
  await config(); // starts the background read
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal((await config()).remotes.catalog.candidate?.percent, 50);
  assert.equal(reads, 2);
});

test('a remote the registry no longer names is no longer served', async () => {
  let clock = 0;
  let registry = { catalog: { entry: 'http://cdn/1/catalog.json' }, reviews: { entry: 'http://cdn/r/reviews.json' } };
  const config = liveRemotesConfig({
    registryUrl: 'http://api/remotes',
    settings,
    ttlMs: 10,
    now: () => clock,
    fetchImpl: () => answer(registry),
  });
  assert.deepEqual(Object.keys((await config()).remotes), ['catalog', 'reviews']);
  registry = { catalog: registry.catalog };
  clock = 20;
  await config();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(Object.keys((await config()).remotes), ['catalog']);
});

test('keeps the last good read when the API stops answering or answers nonsense, and serves no remote before any', async () => {
  let clock = 0;
  let reply = () => Promise.reject(new Error('refused'));
  const config = liveRemotesConfig({ registryUrl: 'http://api/remotes', settings, ttlMs: 10, now: () => clock, fetchImpl: () => reply() });
  const warnings = [];
  const warn = console.warn;
  console.warn = (message) => warnings.push(message);
  try {
    assert.deepEqual((await config()).remotes, {});
    reply = () => answer({ catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } });
    clock = 20;
    await config();
    assert.equal((await config()).remotes.catalog.entry, 'http://cdn/1/catalog.json');
    for (const broken of [() => Promise.reject(new Error('refused')), () => Promise.resolve(new Response('<html>')), () => answer([])]) {
      reply = broken;
      clock += 20;
      await config();
      await new Promise((resolve) => setImmediate(resolve));
      assert.equal((await config()).remotes.catalog.entry, 'http://cdn/1/catalog.json');
    }
  } finally {
    console.warn = warn;
  }
  assert.match(warnings[0] ?? '', /no remote is served yet/);
  assert.match(warnings[1] ?? '', /read again/);
  assert.match(warnings[2] ?? '', /keeping the last one read/);
});

test("passes on the registry's development override key while the API serves one", async () => {
  let clock = 0;
  let data = { remotes: {}, devOverrideKey: 'MCowBQYDK2VwAyEA' };
  const config = liveRemotesConfig({
    registryUrl: 'http://api/remotes',
    settings,
    ttlMs: 10,
    now: () => clock,
    fetchImpl: () => Promise.resolve(new Response(JSON.stringify({ success: true, data }))),
  });
  assert.equal((await config()).devOverrideKey, 'MCowBQYDK2VwAyEA');
  data = { remotes: {} };
  clock = 20;
  await config();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal('devOverrideKey' in (await config()), false);
});

test('a read that never ends is given up after the timeout, so the next one still goes out', async () => {
  let clock = 0;
  let reply = () => answer({ catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } });
  let reads = 0;
  const config = liveRemotesConfig({
    registryUrl: 'http://api/remotes',
    settings,
    ttlMs: 10,
    timeoutMs: 20,
    now: () => clock,
    fetchImpl: () => {
      reads += 1;
      return reply();
    },
  });
  const warn = console.warn;
  console.warn = () => {};
  try {
    assert.equal((await config()).remotes.catalog.release, '1');
    // A reply whose headers came but whose body never ends, deaf to its abort signal.
    reply = () => Promise.resolve({ ok: true, json: () => new Promise(() => {}) });
    clock = 20;
    await config();
    await new Promise((resolve) => setTimeout(resolve, 60));
    reply = () => answer({ catalog: { entry: 'http://cdn/2/catalog.json', release: '2' } });
    clock = 40;
    await config();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await config()).remotes.catalog.release, '2');
    assert.equal(reads, 3);
  } finally {
    console.warn = warn;
  }
});

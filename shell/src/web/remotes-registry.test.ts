// The shell's view of the live registry: fresh within seconds, and never a broken page when the API is away.
// @vitest-environment node
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { liveRemotesConfig } from './remotes-registry';

// biome-ignore lint/suspicious/noExplicitAny: the registry's replies are read loosely, as the browser reads them
type Remotes = Record<string, any>;
const settings = { apiBaseUrl: '' };
const answer = (remotes: unknown) => Promise.resolve(new Response(JSON.stringify({ success: true, data: { remotes } })));

test('serves the registry beside the shell settings and reads it again once the cache has aged', async () => {
  let clock = 0;
  let registry: Remotes = { catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } };
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
  assert.equal(((await config()).remotes as Remotes).catalog.candidate, undefined);
  assert.equal(reads, 1);
  clock = 2500;
  await config(); // starts the background read
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(((await config()).remotes as Remotes).catalog.candidate?.percent, 50);
  assert.equal(reads, 2);
});

test('a remote the registry no longer names is no longer served', async () => {
  let clock = 0;
  let registry: Remotes = { catalog: { entry: 'http://cdn/1/catalog.json' }, reviews: { entry: 'http://cdn/r/reviews.json' } };
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
  let reply: () => Promise<Response> = () => Promise.reject(new Error('refused'));
  const warnings: string[] = [];
  const config = liveRemotesConfig({
    registryUrl: 'http://api/remotes',
    settings,
    ttlMs: 10,
    now: () => clock,
    fetchImpl: () => reply(),
    warn: (message) => warnings.push(message),
  });
  assert.deepEqual((await config()).remotes, {});
  reply = () => answer({ catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } });
  clock = 20;
  await config();
  assert.equal(((await config()).remotes as Remotes).catalog.entry, 'http://cdn/1/catalog.json');
  for (const broken of [() => Promise.reject(new Error('refused')), () => Promise.resolve(new Response('<html>')), () => answer([])]) {
    reply = broken;
    clock += 20;
    await config();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(((await config()).remotes as Remotes).catalog.entry, 'http://cdn/1/catalog.json');
  }
  assert.match(warnings[0] ?? '', /no remote is served yet/);
  assert.match(warnings[1] ?? '', /read again/);
  assert.match(warnings[2] ?? '', /keeping the last one read/);
});

test("passes on the registry's development override key while the API serves one", async () => {
  let clock = 0;
  let data: Remotes = { remotes: {}, devOverrideKey: 'MCowBQYDK2VwAyEA' };
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
  let reply: () => Promise<Pick<Response, 'ok' | 'status' | 'json'>> = () =>
    answer({ catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } });
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
    warn: () => {},
  });
  assert.equal(((await config()).remotes as Remotes).catalog.release, '1');
  // A reply whose headers came but whose body never ends, deaf to its abort signal.
  reply = () => Promise.resolve({ ok: true, status: 200, json: () => new Promise(() => {}) });
  clock = 20;
  await config();
  await new Promise((resolve) => setTimeout(resolve, 60));
  reply = () => answer({ catalog: { entry: 'http://cdn/2/catalog.json', release: '2' } });
  clock = 40;
  await config();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(((await config()).remotes as Remotes).catalog.release, '2');
  assert.equal(reads, 3);
});

// The shell's view of the live registry: fresh within seconds, and never a broken page when the API is away.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { liveRemotesConfig } from './remotes-registry.mjs';

const seed = () => ({
  apiBaseUrl: '',
  remotes: { catalog: { entry: 'http://seed/catalog.json' }, account: { entry: 'http://seed/account.json' } },
});
const answer = (remotes) => Promise.resolve(new Response(JSON.stringify({ success: true, data: { remotes } })));

test('serves the registry over the seed and reads it again once the cache has aged', async () => {
  let clock = 0;
  let registry = { catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } };
  let reads = 0;
  const config = liveRemotesConfig({
    registryUrl: 'http://api/remotes',
    seed,
    ttlMs: 2000,
    now: () => clock,
    fetchImpl: () => {
      reads += 1;
      return answer(registry);
    },
  });
  assert.deepEqual((await config()).remotes, {
    catalog: { entry: 'http://cdn/1/catalog.json', release: '1' },
    account: { entry: 'http://seed/account.json' },
  });
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

test('keeps the last registry read when the API stops answering, and the seed before any read', async () => {
  let clock = 0;
  let up = false;
  const config = liveRemotesConfig({
    registryUrl: 'http://api/remotes',
    seed,
    ttlMs: 10,
    now: () => clock,
    fetchImpl: () =>
      up ? answer({ catalog: { entry: 'http://cdn/1/catalog.json', release: '1' } }) : Promise.reject(new Error('refused')),
  });
  assert.equal((await config()).remotes.catalog.entry, 'http://seed/catalog.json');
  up = true;
  clock = 20;
  await config();
  assert.equal((await config()).remotes.catalog.entry, 'http://cdn/1/catalog.json');
  up = false;
  clock = 40;
  await config();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal((await config()).remotes.catalog.entry, 'http://cdn/1/catalog.json');
});

test('without a registry address, the run configuration alone', async () => {
  assert.deepEqual(await liveRemotesConfig({ registryUrl: undefined, seed })(), seed());
});

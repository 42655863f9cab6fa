// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fileUrl, RemoteManifests } from './remote-manifests';

const URL_ = 'https://cdn.shop.test/catalog/mf-manifest.json';

function manifest(version: string) {
  return {
    name: 'catalog',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' },
      publicPath: 'auto',
      version,
    },
    exposes: [],
  };
}

function setup() {
  let now = 0;
  let body: unknown = manifest('1');
  let fail = false;
  const fetch = vi.fn(async () => (fail ? Promise.reject(new Error('connection refused')) : new Response(JSON.stringify(body))));
  const manifests = new RemoteManifests({
    ttlMs: 5000,
    timeoutMs: 1000,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => now,
  });
  return {
    manifests,
    fetch,
    advance: (ms: number) => {
      now += ms;
    },
    deploy: (version: string) => {
      body = manifest(version);
    },
    breakRemote: () => {
      fail = true;
    },
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

describe('RemoteManifests', () => {
  it('fetches a manifest once while it is fresh, and resolves its files against its folder', async () => {
    const { manifests, fetch } = setup();
    const first = await manifests.get(URL_);
    await manifests.get(URL_);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fileUrl(first, 'server', 'remoteEntry.js')).toBe('https://cdn.shop.test/catalog/server/remoteEntry.js');
  });

  it('answers from the cache after it expires and sees a new deploy once the background check returns', async () => {
    const { manifests, fetch, advance, deploy, settle } = setup();
    const first = await manifests.get(URL_);
    deploy('2');
    advance(6000);
    expect((await manifests.get(URL_)).build).toBe(first.build);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await manifests.get(URL_)).build).not.toBe(first.build);
  });

  it('forgets a remote whose background check fails, so the next request finds it down', async () => {
    const { manifests, advance, breakRemote, settle } = setup();
    await manifests.get(URL_);
    breakRemote();
    advance(6000);
    await manifests.get(URL_);
    await settle();
    await expect(manifests.get(URL_)).rejects.toThrow('connection refused');
  });

  it('refuses an answer that is not a federation manifest', async () => {
    const { manifests, deploy } = setup();
    deploy('x');
    const broken = new RemoteManifests({
      ttlMs: 5000,
      timeoutMs: 1000,
      fetch: (async () => new Response('{"hello":"world"}')) as unknown as typeof fetch,
    });
    await expect(broken.get(URL_)).rejects.toThrow('is not a federation manifest');
    await expect(manifests.get(URL_)).resolves.toMatchObject({ url: URL_ });
  });
});

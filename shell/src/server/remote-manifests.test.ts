// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { sha384 } from './release-files';
import { fileUrl, RemoteManifests } from './remote-manifests';

const policy = { origins: ['https://cdn.shop.test'], developmentReleases: true };
const digestOf = (body: unknown) => sha384(Buffer.from(JSON.stringify(body)));

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
    policy,
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

  it('takes a development build (no digest) again from its address once the background check returns', async () => {
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
      policy,
      fetch: (async () => new Response('{"hello":"world"}')) as unknown as typeof fetch,
    });
    await expect(broken.get(URL_)).rejects.toThrow('is not a federation manifest');
    await expect(manifests.get(URL_)).resolves.toMatchObject({ url: URL_ });
  });

  it('serves a released manifest only while its bytes match the registered digest', async () => {
    const { manifests, deploy, advance, settle } = setup();
    const digest = digestOf(manifest('1'));
    await expect(manifests.get(URL_, digest)).resolves.toMatchObject({ url: URL_ });
    // The file changed where it is published: the next check refuses it, and so does every request after.
    deploy('1-changed');
    advance(6000);
    await manifests.get(URL_, digest);
    await settle();
    await expect(manifests.get(URL_, digest)).rejects.toThrow('is not the file released');
    await expect(manifests.get(URL_, digestOf(manifest('2')))).rejects.toThrow('is not the file released');
  });

  it('asks nothing of an origin off the allow-list, and refuses an unchecked build where development builds may not run', async () => {
    const { fetch } = setup();
    const strict = new RemoteManifests({
      ttlMs: 5000,
      timeoutMs: 1000,
      policy: { origins: ['https://cdn.shop.test'], developmentReleases: false },
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(strict.get('https://elsewhere.test/catalog/mf-manifest.json', 'sha384-x')).rejects.toThrow('is not on an allowed origin');
    await expect(strict.get(URL_)).rejects.toThrow('has no registered digest');
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { entryIntegrityPlugin } from './entry-integrity';
import { activeVersion, loadRemoteComponent, registerAllRemotes, remoteEntryOf } from './load-remote';
import { knowTestEntries, testEntryOf } from './register-test-remotes';
import { chooseVersions } from './rollout';

const stable = 'http://localhost:3001/mf-manifest.json';
const candidate = 'http://localhost:3101/mf-manifest.json';
const config = {
  apiBaseUrl: '',
  remotes: {
    catalog: { entry: stable, candidate: { entry: candidate, percent: 20 } },
    account: { entry: 'http://localhost:3002/mf-manifest.json' },
  },
};
const Page = () => null;

const account = 'http://localhost:3002/mf-manifest.json';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  knowTestEntries([stable, candidate, account]);
});

describe('registerAllRemotes', () => {
  it("registers each remote's entry at the version the shopper's bucket gives", async () => {
    registerAllRemotes(config, chooseVersions(config, { bucket: 5, pins: {} }));
    await settle();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: testEntryOf(candidate) }], { force: false });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'account', entry: testEntryOf(account) }], { force: false });
    expect(activeVersion('catalog')).toBe('candidate');

    registerAllRemotes(config, chooseVersions(config, { bucket: 50, pins: {} }));
    await settle();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: testEntryOf(stable) }], { force: false });
    expect(activeVersion('catalog')).toBe('stable');
  });
});

describe('a release the registry names with its entry and digest', () => {
  it('is registered at that entry without reading its manifest, and its script is loaded with the digest in CORS mode', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const entries = { browser: { url: 'https://cdn.shop.test/reviews/1/remoteEntry.js', integrity: 'sha384-abc' } };
    registerAllRemotes(
      { apiBaseUrl: '', remotes: { reviews: { entry: 'https://cdn.shop.test/reviews/1/mf-manifest.json', entries } } },
      {},
    );
    await settle();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'reviews', entry: entries.browser.url }], { force: false });
    expect(fetch).not.toHaveBeenCalled();
    const script = (entryIntegrityPlugin.createScript as (args: { url: string }) => HTMLScriptElement | undefined)({
      url: entries.browser.url,
    });
    expect(script?.getAttribute('integrity')).toBe('sha384-abc');
    expect(script?.crossOrigin).toBe('anonymous');
    expect(
      (entryIntegrityPlugin.createScript as (args: { url: string }) => unknown)({ url: 'https://elsewhere.test/x.js' }),
    ).toBeUndefined();
    fetch.mockRestore();
  });
});

describe('remoteEntryOf', () => {
  it('reads the remote entry a manifest names, beside the manifest unless it names a public path', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } } })),
      );
    await expect(remoteEntryOf('https://cdn.shop.test/catalog/1.5.0/mf-manifest.json')).resolves.toBe(
      'https://cdn.shop.test/catalog/1.5.0/remoteEntry.js',
    );
    fetch.mockResolvedValueOnce(new Response('{"metaData":{}}'));
    await expect(remoteEntryOf('https://cdn.shop.test/broken/mf-manifest.json')).rejects.toThrow('names no remote entry');
    fetch.mockRestore();
  });
});

describe('loadRemoteComponent', () => {
  it('falls back to the stable version when the candidate cannot be loaded', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    registerAllRemotes(config, chooseVersions(config, { bucket: 0, pins: {} }));
    runtime.loadRemote.mockRejectedValueOnce(new Error('candidate manifest 404')).mockResolvedValueOnce({ default: Page });

    await expect(loadRemoteComponent('catalog', 'about-page')).resolves.toBe(Page);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalog', entry: testEntryOf(stable) }], { force: true });
    expect(activeVersion('catalog')).toBe('stable');
  });

  it('lets a stable version that fails reject, for the section to show its unavailable panel', async () => {
    registerAllRemotes(config, chooseVersions(config, { bucket: 99, pins: {} }));
    runtime.loadRemote.mockRejectedValue(new Error('stable manifest down'));

    await expect(loadRemoteComponent('catalog', 'about-page')).rejects.toThrow('stable manifest down');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('rejects a module that exposes no component', async () => {
    registerAllRemotes(config, chooseVersions(config, { bucket: 99, pins: {} }));
    runtime.loadRemote.mockResolvedValue({});
    await expect(loadRemoteComponent('account', 'profile-page')).rejects.toThrow('account/profile-page could not be loaded');
  });
});

describe('before the remotes file arrives', () => {
  async function freshModule() {
    vi.resetModules();
    return import('./load-remote');
  }

  it('a page asked for early waits, then loads once the remotes are registered', async () => {
    const fresh = await freshModule();
    fresh.rememberRemoteEntries({ [stable]: testEntryOf(stable), [candidate]: testEntryOf(candidate), [account]: testEntryOf(account) });
    runtime.loadRemote.mockResolvedValue({ default: Page });
    const loading = fresh.loadRemoteComponent('catalog', 'about-page');
    await Promise.resolve();
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    fresh.registerAllRemotes(config, chooseVersions(config, { bucket: 99, pins: {} }));
    await expect(loading).resolves.toBe(Page);
  });

  it('a page asked for early is refused when the remotes file cannot be loaded', async () => {
    const fresh = await freshModule();
    fresh.rememberRemoteEntries({ [stable]: testEntryOf(stable), [candidate]: testEntryOf(candidate), [account]: testEntryOf(account) });
    const loading = fresh.loadRemoteComponent('catalog', 'about-page');
    fresh.remotesUnavailable(new Error('remotes file: /remotes.json answered 503'));
    await expect(loading).rejects.toThrow('answered 503');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { activeVersion, loadRemoteComponent, registerAllRemotes } from './load-remote';
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

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

describe('registerAllRemotes', () => {
  it("registers each remote at the version the shopper's bucket gives", () => {
    registerAllRemotes(config, chooseVersions(config, { bucket: 5, pins: {} }));
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: candidate }], { force: false });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'account', entry: 'http://localhost:3002/mf-manifest.json' }], {
      force: false,
    });
    expect(activeVersion('catalog')).toBe('candidate');

    registerAllRemotes(config, chooseVersions(config, { bucket: 50, pins: {} }));
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'account', entry: 'http://localhost:3002/mf-manifest.json' }], {
      force: false,
    });
    expect(activeVersion('catalog')).toBe('stable');
  });
});

describe('loadRemoteComponent', () => {
  it('falls back to the stable version when the candidate cannot be loaded', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    registerAllRemotes(config, chooseVersions(config, { bucket: 0, pins: {} }));
    runtime.loadRemote.mockRejectedValueOnce(new Error('candidate manifest 404')).mockResolvedValueOnce({ default: Page });

    await expect(loadRemoteComponent('catalog', 'about-page')).resolves.toBe(Page);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalog', entry: stable }], { force: true });
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
    runtime.loadRemote.mockResolvedValue({ default: Page });
    const loading = fresh.loadRemoteComponent('catalog', 'about-page');
    await Promise.resolve();
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    fresh.registerAllRemotes(config, chooseVersions(config, { bucket: 99, pins: {} }));
    await expect(loading).resolves.toBe(Page);
  });

  it('a page asked for early is refused when the remotes file cannot be loaded', async () => {
    const fresh = await freshModule();
    const loading = fresh.loadRemoteComponent('catalog', 'about-page');
    fresh.remotesUnavailable(new Error('remotes file: /remotes.json answered 503'));
    await expect(loading).rejects.toThrow('answered 503');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

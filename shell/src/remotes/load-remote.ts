import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageModule } from '@shop/shared/page';
import type { RemoteEntry, RuntimeConfig } from '@shop/shared/runtime-config';
import type { ComponentType } from 'react';
import { entryIntegrityPlugin, rememberEntryIntegrity } from './entry-integrity';
import { reportRemoteFailure } from './failure-beacon';
import { loadingInShortTasksPlugin } from './loading-in-short-tasks';
import { entryFor, type RemoteVersion, type RemoteVersions } from './rollout';
import { restoreSectionStyles } from './section-styles';

interface Registration {
  remote: RemoteEntry;
  version: RemoteVersion;
  /** Resolves once the runtime knows the version's remote entry (its manifest read, if need be). */
  registered?: Promise<void>;
}

const registrations = new Map<string, Registration>();
// Remote entry addresses by manifest address: given by the server for what it rendered, else read here.
const knownEntries = new Map<string, string>();
// Modules already loaded, so a page the router has loaded renders without suspending (and hydrates).
const loadedModules = new Map<string, unknown>();

// Pages may ask for a remote before the remotes file has arrived; they wait for it here.
let markReady: () => void = () => {};
let markUnavailable: (reason: unknown) => void = () => {};
const remotesReady = new Promise<void>((resolve, reject) => {
  markReady = resolve;
  markUnavailable = reject;
});
remotesReady.catch(() => {});

/** Tells waiting pages that no remote can be registered (the remotes file could not be loaded). */
export function remotesUnavailable(reason: unknown): void {
  markUnavailable(reason);
}

function forget(name: string): void {
  for (const key of loadedModules.keys()) if (key.startsWith(`${name}/`)) loadedModules.delete(key);
}

/** The remote entry a manifest names (its files sit beside it unless it says otherwise). */
export async function remoteEntryOf(manifestUrl: string): Promise<string> {
  const known = knownEntries.get(manifestUrl);
  if (known) return known;
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as { metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } } };
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl} names no remote entry`);
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  const url = new URL(`${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`, base).href;
  knownEntries.set(manifestUrl, url);
  return url;
}

/** Remote entries the server already resolved for this page, so the browser reads no manifest for them. */
export function rememberRemoteEntries(entries: Record<string, string>): void {
  for (const [manifest, entry] of Object.entries(entries)) knownEntries.set(manifest, entry);
}

let pluginsRegistered = false;

/** Puts the shop's loader rules into the federation runtime, once, before the first remote is registered. */
function usePlugins(): void {
  if (pluginsRegistered) return;
  registerPlugins([entryIntegrityPlugin, loadingInShortTasksPlugin]);
  pluginsRegistered = true;
}

/** Where a version's remote entry is and its digest: from the registry, else read from its manifest (a build registered without them). */
async function remoteEntryFor(registration: Registration): Promise<string> {
  const { remote, version } = registration;
  const files = version === 'candidate' && remote.candidate ? remote.candidate : remote;
  const browser = files.entries?.browser;
  if (browser) {
    rememberEntryIntegrity(browser.url, browser.integrity);
    return browser.url;
  }
  const manifestUrl = entryFor(remote, version);
  if (!manifestUrl) throw new Error('no release for this page view');
  return remoteEntryOf(manifestUrl);
}

// The runtime is given the remote entry itself (the registry names it, else the manifest is read
// once here), and the runtime ships without its manifest code.
function register(name: string, registration: Registration, force = false): void {
  if (force) forget(name);
  const registered = remoteEntryFor(registration).then(
    (entry) => {
      usePlugins();
      registerRemotes([{ name, entry }], { force });
    },
    (error: Error) => Promise.reject(new Error(`${name}: ${error.message}`)),
  );
  registered.catch(() => {});
  registrations.set(name, { ...registration, registered });
}

/**
 * Registers every remote with the federation runtime at the version this page view uses (the one
 * the server rendered, or the shopper's rollout choice); nothing is fetched until a page needs it.
 */
export function registerAllRemotes(config: RuntimeConfig, versions: RemoteVersions): void {
  for (const [name, remote] of Object.entries(config.remotes)) {
    register(name, { remote, version: remote.candidate ? (versions[name] ?? 'stable') : 'stable' });
  }
  markReady();
}

/** The version of a remote this page uses, for diagnostics and tests. */
export function activeVersion(name: string): RemoteVersion | undefined {
  return registrations.get(name)?.version;
}

/** Forgets a remote's failed or cached load so the next load asks its server again. */
export function resetRemote(name: string): void {
  const registration = registrations.get(name);
  if (registration) register(name, registration, true);
}

async function loadModule<M>(name: string, module: string): Promise<M> {
  await remotesReady;
  await registrations.get(name)?.registered;
  const id = `${name}/${module}`;
  const loaded = await loadRemote<M & { default?: unknown }>(id);
  if (!loaded?.default) throw new Error(`${id} could not be loaded`);
  loadedModules.set(id, loaded);
  restoreSectionStyles(name);
  return loaded;
}

/** Loads a module a remote exposes; a candidate that fails falls back to the stable version. */
export async function loadRemoteModule<M>(name: string, module: string): Promise<M> {
  try {
    return await loadModule<M>(name, module);
  } catch (error) {
    reportRemoteFailure(name, 'load', { message: String((error as Error)?.message ?? error) });
    const registration = registrations.get(name);
    if (registration?.version !== 'candidate' || !registration.remote.entry) throw error;
    console.info(`[shell] ${name} candidate failed to load; using the stable version`, error);
    register(name, { ...registration, version: 'stable' }, true);
    return loadModule<M>(name, module);
  }
}

/** Loads an exposed page module: the page, and its loader and head when it has them. */
export function loadRemotePage(name: string, module: string): Promise<PageModule> {
  return loadRemoteModule<PageModule>(name, module);
}

/** A page module this page view has already loaded, or undefined. */
export function loadedPage(name: string, module: string): PageModule | undefined {
  return loadedModules.get(`${name}/${module}`) as PageModule | undefined;
}

/** Loads a component a remote exposes (its default export). */
export async function loadRemoteComponent<P>(name: string, module: string): Promise<ComponentType<P>> {
  return (await loadRemoteModule<{ default: ComponentType<P> }>(name, module)).default;
}

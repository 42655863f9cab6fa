import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RuntimeConfig } from '@shop/shared/runtime-config';
import type { ComponentType } from 'react';
import type { RemoteName } from './remotes-config';
import { chooseVersion, entryFor, type RemoteVersion, type RolloutContext, readRolloutContext } from './rollout';

interface Registration {
  remote: RemoteEntry;
  version: RemoteVersion;
}

const registrations = new Map<string, Registration>();

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

function register(name: string, registration: Registration, force = false): void {
  registrations.set(name, registration);
  registerRemotes([{ name, entry: entryFor(registration.remote, registration.version) }], { force });
}

/**
 * Registers every remote with the federation runtime, each at the version this shopper
 * gets (stable, or a candidate during a staged rollout); nothing is fetched until a page needs it.
 */
export function registerAllRemotes(config: RuntimeConfig, context: RolloutContext = readRolloutContext()): void {
  for (const [name, remote] of Object.entries(config.remotes)) {
    register(name, { remote, version: chooseVersion(name, remote, context) });
  }
  markReady();
}

/** The version of a remote this page uses, for diagnostics and tests. */
export function activeVersion(name: RemoteName): RemoteVersion | undefined {
  return registrations.get(name)?.version;
}

/** Forgets a remote's failed or cached load so the next load asks its server again. */
export function resetRemote(name: RemoteName): void {
  const registration = registrations.get(name);
  if (registration) register(name, registration, true);
}

async function loadComponent<P>(name: RemoteName, module: string): Promise<ComponentType<P>> {
  await remotesReady;
  const loaded = await loadRemote<{ default?: ComponentType<P> }>(`${name}/${module}`);
  if (!loaded?.default) throw new Error(`${name}/${module} could not be loaded`);
  return loaded.default;
}

/** Loads a component a remote exposes; a candidate that fails falls back to the stable version. */
export async function loadRemoteComponent<P>(name: RemoteName, module: string): Promise<ComponentType<P>> {
  try {
    return await loadComponent<P>(name, module);
  } catch (error) {
    const registration = registrations.get(name);
    if (registration?.version !== 'candidate') throw error;
    console.info(`[shell] ${name} candidate failed to load; using the stable version`, error);
    register(name, { ...registration, version: 'stable' }, true);
    return loadComponent<P>(name, module);
  }
}

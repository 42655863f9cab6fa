import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import type { ComponentType } from 'react';
import type { RemoteName } from './remotes-config';

let registered: Record<string, string> = {};

/** Registers every remote with the federation runtime; nothing is fetched until a page needs it. */
export function registerAllRemotes(config: RuntimeConfig): void {
  registered = Object.fromEntries(Object.entries(config.remotes).map(([name, remote]) => [name, remote.entry]));
  registerRemotes(Object.entries(registered).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote's failed or cached load so the next load asks its server again. */
export function resetRemote(name: RemoteName): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Loads a component a remote exposes; rejects when the remote or the module cannot be had. */
export async function loadRemoteComponent<P>(name: RemoteName, module: string): Promise<ComponentType<P>> {
  const loaded = await loadRemote<{ default?: ComponentType<P> }>(`${name}/${module}`);
  if (!loaded?.default) throw new Error(`${name}/${module} could not be loaded`);
  return loaded.default;
}

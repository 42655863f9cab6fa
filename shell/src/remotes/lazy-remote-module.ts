import { type ComponentType, lazy } from 'react';
import { loadRemoteComponent, resetRemote } from './load-remote';

/** Lazy components kept by a name of their caller's choosing. */
export type LazyModules = Map<string, ComponentType<never>>;

const lazyModules: LazyModules = new Map();

/**
 * A remote's exposed component as a lazy one, kept in `kept` under `key`, loaded on first render
 * (once `ready` resolves, if given). A failed load is forgotten, and the remote reset, so the next
 * attempt asks the remote's server again.
 */
export function keptLazyModule<P>(
  kept: LazyModules,
  key: string,
  { remote, module }: { remote: string; module: string },
  ready?: () => Promise<unknown>,
): ComponentType<P> {
  let component = kept.get(key) as ComponentType<P> | undefined;
  if (!component) {
    component = lazy(async () => {
      await ready?.();
      try {
        return { default: await loadRemoteComponent<P>(remote, module) };
      } catch (error) {
        kept.delete(key);
        resetRemote(remote);
        throw error;
      }
    });
    kept.set(key, component as ComponentType<never>);
  }
  return component;
}

/**
 * A remote's exposed component as a lazy one, loaded in the browser on first render. One per module
 * and attempt: a retry must not reuse the failed promise.
 */
export function lazyRemoteModule<P>(remote: string, module: string, attempt = 0): ComponentType<P> {
  return keptLazyModule<P>(lazyModules, `${remote}/${module}#${attempt}`, { remote, module });
}

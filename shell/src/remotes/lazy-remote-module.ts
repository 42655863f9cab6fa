import { type ComponentType, lazy } from 'react';
import { loadRemoteComponent, resetRemote } from './load-remote';

const lazyModules = new Map<string, ComponentType<never>>();

/**
 * A remote's exposed component as a lazy one, loaded in the browser on first render. One per module
 * and attempt: a retry must not reuse the failed promise, and a failed load is forgotten so the next
 * attempt asks the remote's server again.
 */
export function lazyRemoteModule<P>(remote: string, module: string, attempt = 0): ComponentType<P> {
  const key = `${remote}/${module}#${attempt}`;
  let component = lazyModules.get(key) as ComponentType<P> | undefined;
  if (!component) {
    component = lazy(async () => {
      try {
        return { default: await loadRemoteComponent<P>(remote, module) };
      } catch (error) {
        lazyModules.delete(key);
        resetRemote(remote);
        throw error;
      }
    });
    lazyModules.set(key, component as ComponentType<never>);
  }
  return component;
}

import { type FragmentHost, FragmentHostContext } from '@shop/shared/fragments';
import { type ComponentType, type ReactNode, Suspense, useContext, useMemo } from 'react';
import type { FragmentUse, RouteTable } from '../app/route-table';
import { lazyRemoteModule } from './lazy-remote-module';
import { LoadedPagesContext } from './page-source';
import { RemoteBoundary } from './remote-boundary';

const onServer = typeof window === 'undefined';
const stay = () => {};

/**
 * One fragment of another section, rendered by the remote that provides it: at once when the page's
 * loader loaded it (on the server, and when the browser hydrates), else loaded behind its fallback in
 * the browser. The server never waits for one it does not hold: the fallback is rendered instead. A
 * fragment that fails shows its fallback, never the section's panel inside another section's page.
 */
function RemoteFragment({ use, props, fallback }: { use: FragmentUse; props: object; fallback: ReactNode }) {
  const loaded = useContext(LoadedPagesContext);
  const Component = useMemo(
    () =>
      (loaded(use.remote, use.module)?.default as ComponentType<object> | undefined) ??
      (onServer ? undefined : lazyRemoteModule<object>(use.remote, use.module)),
    [loaded, use],
  );
  if (!Component) return fallback;
  return (
    <RemoteBoundary remote={use.remote} section={use.section} onRetry={stay} fallback={fallback}>
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** Lets the pages of this view embed fragments: each is rendered by the remote the route table names for it. */
export function FragmentHostProvider({ table, children }: { table: RouteTable; children: ReactNode }) {
  const host = useMemo<FragmentHost>(
    () => (name, props, fallback) => {
      const use = table.fragments[name];
      return use ? <RemoteFragment use={use} props={props} fallback={fallback} /> : fallback;
    },
    [table],
  );
  return <FragmentHostContext.Provider value={host}>{children}</FragmentHostContext.Provider>;
}

import type { PageProps } from '@shop/shared/page';
import { PageSkeleton } from '@shop/shared/ui';
import { type ComponentType, lazy, Suspense, useContext, useMemo, useState } from 'react';
import { loadRemoteComponent, resetRemote } from './load-remote';
import { LoadedPagesContext } from './page-source';
import { RemoteBoundary } from './remote-boundary';

/** Props every remote page receives from the shell. */
export type RemotePageProps = PageProps<unknown>;

const lazyPages = new Map<string, ComponentType<RemotePageProps>>();

// One lazy component per module and attempt: a retry must not reuse the failed promise.
function lazyPage(remote: string, module: string, attempt: number): ComponentType<RemotePageProps> {
  const key = `${remote}/${module}#${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(async () => {
      try {
        return { default: await loadRemoteComponent<RemotePageProps>(remote, module) };
      } catch (error) {
        // A failed load is forgotten, so the next visit asks the remote's server again.
        lazyPages.delete(key);
        resetRemote(remote);
        throw error;
      }
    });
    lazyPages.set(key, page);
  }
  return page;
}

type Props = RemotePageProps & { remote: string; module: string; section: string };

/**
 * A remote's page behind its own error boundary and Suspense, so a failure stays inside the
 * section. A module the router has already loaded renders at once (on the server, and when
 * hydrating); otherwise it loads behind a skeleton.
 */
export function RemotePage({ remote, module, section, params, data }: Props) {
  const loadedPage = useContext(LoadedPagesContext);
  const [attempt, setAttempt] = useState(0);
  // Chosen once per module and attempt: switching from the lazy wrapper to the loaded component
  // on a later render would remount the page and lose its state (a coupon applied on the cart).
  const Page = useMemo(
    () => loadedPage(remote, module)?.default ?? lazyPage(remote, module, attempt),
    [loadedPage, remote, module, attempt],
  );
  return (
    <RemoteBoundary
      key={`${remote}/${module}`}
      remote={remote}
      section={section}
      onRetry={() => {
        // A page that loaded but failed to render is fetched afresh too (a failed load forgot itself already).
        if (loadedPage(remote, module)) resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page params={params} data={data} />
      </Suspense>
    </RemoteBoundary>
  );
}

import type { PageProps } from '@shop/shared/page';
import { PageSkeleton } from '@shop/shared/ui';
import { type ComponentType, Suspense, useContext, useMemo, useState } from 'react';
import { lazyRemoteModule } from './lazy-remote-module';
import { resetRemote } from './load-remote';
import { LoadedPagesContext } from './page-source';
import { RemoteBoundary } from './remote-boundary';

/** Props every remote page receives from the shell. */
export type RemotePageProps = PageProps<unknown>;

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
    () =>
      (loadedPage(remote, module)?.default as ComponentType<RemotePageProps> | undefined) ??
      lazyRemoteModule<RemotePageProps>(remote, module, attempt),
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

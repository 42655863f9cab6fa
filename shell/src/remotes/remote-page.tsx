import { PageSkeleton } from '@shop/shared/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadRemoteComponent, resetRemote } from './load-remote';
import { RemoteBoundary } from './remote-boundary';
import type { RemoteName } from './remotes-config';

/** Props every remote page receives from the shell. */
export interface RemotePageProps {
  params: Record<string, string>;
}

const sectionNames: Record<RemoteName, string> = {
  catalog: 'catalogue',
  account: 'account',
  checkout: 'cart and checkout',
  inquiries: 'contact and inquiries',
};

const lazyPages = new Map<string, ComponentType<RemotePageProps>>();

// One lazy component per module and attempt: a retry must not reuse the failed promise.
function lazyPage(remote: RemoteName, module: string, attempt: number): ComponentType<RemotePageProps> {
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

/** A remote's page, loaded on first visit behind a skeleton, with a retry panel if it fails. */
export function RemotePage({ remote, module, params }: { remote: RemoteName; module: string; params: Record<string, string> }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, module, attempt);
  return (
    <RemoteBoundary key={`${remote}/${module}`} section={sectionNames[remote]} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSkeleton />}>
        <Page params={params} />
      </Suspense>
    </RemoteBoundary>
  );
}

import { PageSkeleton, useHydrated } from '@shop/shared/ui';
import { lazy, Suspense, useEffect } from 'react';
import { SITE_NAME } from '../../config/env';

// Its own chunk, fetched only when an operator opens /ops: none of it is in a shopper's first view.
const OpsPage = lazy(() => import(/* webpackChunkName: "ops" */ './ops-page'));

export const OPS_TITLE = 'Remote releases';

/** /ops: rendered in the browser only, where the operator's token is (the server renders its skeleton). */
export function OpsRoute() {
  const hydrated = useHydrated();
  useEffect(() => {
    document.title = `${OPS_TITLE} | ${SITE_NAME}`;
  }, []);
  if (!hydrated) return <PageSkeleton />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <OpsPage />
    </Suspense>
  );
}

import { cx } from './cx';
import { pageContainerClass, pageSpacingClass } from './page-container';

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** A page-sized placeholder: a heading bar and a few content blocks, with the page's own words if it has any. */
export function PageSkeleton({ label = 'Loading…', message }: { label?: string; message?: string }) {
  return (
    <div role="status" aria-label={message ?? label} className={cx(pageContainerClass, pageSpacingClass, 'space-y-4')}>
      {message && <p className="text-slate-600">{message}</p>}
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

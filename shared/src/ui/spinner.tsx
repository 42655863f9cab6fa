import { cx } from './cx';

const ring = 'inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent';

/** A small spinning ring; announced as a status when given a label, decorative otherwise. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  if (label) return <span role="status" aria-label={label} className={cx(ring, className)} />;
  return <span aria-hidden="true" className={cx(ring, className)} />;
}

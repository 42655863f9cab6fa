import { cx } from './cx';

/** A heart outline, filled while the product is on the wish list. */
export function HeartIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      strokeWidth={1.8}
      className={cx('size-5 stroke-current', filled ? 'fill-current' : 'fill-none', className)}
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 20.3l-1.2-1.1C6.4 15.2 3.5 12.6 3.5 9.3 3.5 6.7 5.5 4.7 8.1 4.7c1.5 0 2.9.7 3.9 1.8 1-1.1 2.4-1.8 3.9-1.8 2.6 0 4.6 2 4.6 4.6 0 3.3-2.9 5.9-7.3 9.9L12 20.3z"
      />
    </svg>
  );
}

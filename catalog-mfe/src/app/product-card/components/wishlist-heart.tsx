import { cx } from '@shop/shared/ui';

/** Props of the heart that adds a product to, or takes it off, the wish list. */
export interface WishlistHeartProps {
  productName: string;
  active: boolean;
  onToggle: () => void;
  className?: string;
}

/** A toggle button: pressed (and filled) while the product is on the wish list. */
export function WishlistHeart({ productName, active, onToggle, className }: WishlistHeartProps) {
  return (
    <button
      type="button"
      aria-label={`Add ${productName} to wish list`}
      aria-pressed={active}
      onClick={onToggle}
      className={cx(
        'cat:inline-flex cat:size-10 cat:items-center cat:justify-center cat:rounded-full cat:bg-white/90 cat:shadow-sm cat:ring-1 cat:ring-slate-200 cat:transition-colors cat:hover:bg-white cat:hover:text-rose-600 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600',
        active ? 'cat:text-rose-600' : 'cat:text-slate-600',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        strokeWidth={1.8}
        className={cx('cat:size-5 cat:stroke-current', active ? 'cat:fill-current' : 'cat:fill-none')}
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 20.3l-1.2-1.1C6.4 15.2 3.5 12.6 3.5 9.3 3.5 6.7 5.5 4.7 8.1 4.7c1.5 0 2.9.7 3.9 1.8 1-1.1 2.4-1.8 3.9-1.8 2.6 0 4.6 2 4.6 4.6 0 3.3-2.9 5.9-7.3 9.9L12 20.3z"
        />
      </svg>
    </button>
  );
}

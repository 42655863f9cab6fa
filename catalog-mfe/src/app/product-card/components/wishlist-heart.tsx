import { cx } from '@shop/shared/ui';
import { HeartIcon } from '../../icons/heart-icon';

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
      <HeartIcon filled={active} />
    </button>
  );
}

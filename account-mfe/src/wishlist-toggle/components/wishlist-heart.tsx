import { cx, HeartIcon } from '@shop/shared/ui';

/** Props of the heart that adds a product to, or takes it off, the wish list. */
export interface WishlistHeartProps {
  productName: string;
  active: boolean;
  onToggle: () => void;
}

/** A toggle button: pressed (and filled) while the product is on the wish list. */
export function WishlistHeart({ productName, active, onToggle }: WishlistHeartProps) {
  return (
    <button
      type="button"
      aria-label={`Add ${productName} to wish list`}
      aria-pressed={active}
      onClick={onToggle}
      className={cx(
        'acc:inline-flex acc:size-10 acc:items-center acc:justify-center acc:rounded-full acc:bg-white/90 acc:shadow-sm acc:ring-1 acc:ring-slate-200 acc:transition-colors acc:hover:bg-white acc:hover:text-rose-600 acc:focus-visible:outline-2 acc:focus-visible:outline-offset-2 acc:focus-visible:outline-brand-600',
        active ? 'acc:text-rose-600' : 'acc:text-slate-600',
      )}
    >
      <HeartIcon filled={active} />
    </button>
  );
}

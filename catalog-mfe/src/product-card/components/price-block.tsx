import { formatINR } from '@shop/shared/format';
import { percentOff } from '@shop/shared/pricing';
import { cx } from '@shop/shared/ui';

/** Props of the price line: the list price and, when discounted, the selling price (rupees). */
export interface PriceBlockProps {
  price: number;
  discountedAmount?: number | null;
  className?: string;
}

/** The price a shopper pays; when discounted, also the crossed-out original and the percent off. */
export function PriceBlock({ price, discountedAmount, className }: PriceBlockProps) {
  const off = percentOff(price, discountedAmount);
  const discounted = off > 0 && typeof discountedAmount === 'number';
  const paid = discounted ? discountedAmount : price;
  return (
    <p className={cx('cat:flex cat:flex-wrap cat:items-baseline cat:gap-x-2 cat:gap-y-1', className)}>
      <span className="cat:text-lg cat:font-bold cat:text-slate-900 cat:tabular-nums">
        {discounted && <span className="cat:sr-only">Price </span>}
        {formatINR(paid)}
      </span>
      {discounted && (
        <>
          <del className="cat:text-sm cat:text-slate-500 cat:tabular-nums">
            <span className="cat:sr-only">Original price </span>
            {formatINR(price)}
          </del>
          <span className="cat:rounded-full cat:bg-accent-400 cat:px-2 cat:py-0.5 cat:text-xs cat:font-bold cat:text-slate-900">
            {off}% off
          </span>
        </>
      )}
    </p>
  );
}

import { formatINR } from '@shop/shared/format';
import { type PricedProduct, percentOff, taxNote } from '@shop/shared/pricing';

/** Props of the price line: the list price and, when discounted, the selling price (rupees). */
export interface PriceBlockProps {
  price: number;
  discountedAmount?: number | null;
  /** The product's tax and other charges, named under the price (the cart adds them). */
  taxes: Omit<PricedProduct, 'price'>;
  className?: string;
}

/** The price a shopper pays; when discounted, also the crossed-out original and the percent off. */
export function PriceBlock({ price, discountedAmount, taxes, className }: PriceBlockProps) {
  const off = percentOff(price, discountedAmount);
  const discounted = off > 0 && typeof discountedAmount === 'number';
  const paid = discounted ? discountedAmount : price;
  return (
    <div className={className}>
      <p className="cat:flex cat:flex-wrap cat:items-baseline cat:gap-x-2 cat:gap-y-1">
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
      <p className="cat:text-xs cat:text-slate-600">{taxNote(taxes)}</p>
    </div>
  );
}

import { formatINR } from '@shop/shared/format';
import { type PricedProduct, percentOff, taxNote } from '@shop/shared/pricing';

/** The price a shopper pays, when discounted the crossed-out original and a percent-off badge, and what the cart adds to it. */
export function DetailPrice({
  price,
  discountedAmount,
  taxes,
}: {
  price: number;
  discountedAmount?: number | null;
  taxes: Omit<PricedProduct, 'price'>;
}) {
  const off = percentOff(price, discountedAmount);
  const discounted = off > 0 && typeof discountedAmount === 'number';
  const paid = discounted ? discountedAmount : price;
  return (
    <div className="cat:flex cat:flex-wrap cat:items-center cat:gap-x-3 cat:gap-y-1">
      <p className="cat:text-3xl cat:font-bold cat:text-slate-900 cat:tabular-nums">
        {discounted && <span className="cat:sr-only">Price </span>}
        {formatINR(paid)}
      </p>
      {discounted && (
        <>
          <del className="cat:text-lg cat:text-slate-500 cat:tabular-nums">
            <span className="cat:sr-only">Original price </span>
            {formatINR(price)}
          </del>
          <span
            data-testid="discount-badge"
            className="cat:rounded-full cat:bg-accent-400 cat:px-2.5 cat:py-1 cat:text-sm cat:font-bold cat:text-slate-900"
          >
            {off}% OFF
          </span>
        </>
      )}
      <p className="cat:w-full cat:text-sm cat:text-slate-600">{taxNote(taxes)}</p>
    </div>
  );
}

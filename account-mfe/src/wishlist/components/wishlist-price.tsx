import { formatINR } from '@shop/shared/format';
import { type PricedProduct, percentOff, taxNote } from '@shop/shared/pricing';

/** The price paid, when discounted the crossed-out original and the percent off, and what the cart adds to it. */
export function WishlistPrice({
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
  return (
    <div>
      <p className="acc:flex acc:flex-wrap acc:items-baseline acc:gap-x-2 acc:gap-y-1">
        <span className="acc:text-lg acc:font-bold acc:text-slate-900 acc:tabular-nums">
          {discounted && <span className="acc:sr-only">Price </span>}
          {formatINR(discounted ? discountedAmount : price)}
        </span>
        {discounted && (
          <>
            <del className="acc:text-sm acc:text-slate-500 acc:tabular-nums">
              <span className="acc:sr-only">Original price </span>
              {formatINR(price)}
            </del>
            <span
              data-testid="percent-off"
              className="acc:rounded-full acc:bg-accent-400 acc:px-2 acc:py-0.5 acc:text-xs acc:font-bold acc:text-slate-900"
            >
              {off}% off
            </span>
          </>
        )}
      </p>
      <p className="acc:text-xs acc:text-slate-600">{taxNote(taxes)}</p>
    </div>
  );
}

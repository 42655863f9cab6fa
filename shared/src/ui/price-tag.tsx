import { formatINR } from '@shop/shared/format';
import { type PricedProduct, percentOff, taxNote } from '@shop/shared/pricing';
import { cx } from './cx';

// A card or list row shows the price at body size; the product page leads with it.
const sizes = {
  regular: {
    box: '',
    line: 'flex flex-wrap items-baseline gap-x-2 gap-y-1',
    paid: 'text-lg font-bold text-slate-900 tabular-nums',
    original: 'text-sm text-slate-500 tabular-nums',
    badge: 'rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900',
    badgeText: (off: number) => `${off}% off`,
    tax: 'text-xs text-slate-600',
  },
  large: {
    box: 'flex flex-wrap items-center gap-x-3 gap-y-1',
    line: 'contents',
    paid: 'text-3xl font-bold text-slate-900 tabular-nums',
    original: 'text-lg text-slate-500 tabular-nums',
    badge: 'rounded-full bg-accent-400 px-2.5 py-1 text-sm font-bold text-slate-900',
    badgeText: (off: number) => `${off}% OFF`,
    tax: 'w-full text-sm text-slate-600',
  },
} as const;

/** Props of a product's price: the list price and, when discounted, the selling price (rupees). */
export interface PriceTagProps {
  price: number;
  discountedAmount?: number | null;
  /** The product's tax and other charges, named under the price (the cart adds them). */
  taxes: Omit<PricedProduct, 'price'>;
  size?: keyof typeof sizes;
  className?: string;
}

/** The price a shopper pays; when discounted, also the crossed-out original and the percent off; then what the cart adds. */
export function PriceTag({ price, discountedAmount, taxes, size = 'regular', className }: PriceTagProps) {
  const look = sizes[size];
  const off = percentOff(price, discountedAmount);
  const discounted = off > 0 && typeof discountedAmount === 'number';
  return (
    <div className={cx(look.box, className) || undefined}>
      <p className={look.line}>
        <span className={look.paid}>
          {discounted && <span className="sr-only">Price </span>}
          {formatINR(discounted ? discountedAmount : price)}
        </span>
        {discounted && (
          <>
            <del className={look.original}>
              <span className="sr-only">Original price </span>
              {formatINR(price)}
            </del>
            <span data-testid="percent-off" className={look.badge}>
              {look.badgeText(off)}
            </span>
          </>
        )}
      </p>
      <p className={look.tax}>{taxNote(taxes)}</p>
    </div>
  );
}

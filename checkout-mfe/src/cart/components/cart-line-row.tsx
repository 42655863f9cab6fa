import { displayWeight, formatINR } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { Picture, Spinner } from '@shop/shared/ui';
import type { LineView } from '../model/line-view';

/** Props of one paid cart row. */
export interface CartLineRowProps {
  line: LineView;
  busy: boolean;
  onStep: (step: 1 | -1) => void;
  onRemove: () => void;
}

const stepButton =
  'chk:flex chk:size-9 chk:items-center chk:justify-center chk:text-lg chk:font-semibold chk:text-slate-700 chk:hover:bg-slate-100 chk:disabled:cursor-not-allowed chk:disabled:opacity-40 chk:focus-visible:outline-2 chk:focus-visible:outline-brand-600';

/** − and + around a line's quantity (a spinner while a change is on its way); − is disabled at 1. */
function LineStepper({ name, quantity, busy, onStep }: { name: string; quantity: number; busy: boolean; onStep: (step: 1 | -1) => void }) {
  return (
    <div className="chk:inline-flex chk:items-center chk:overflow-hidden chk:rounded-md chk:border chk:border-slate-300">
      <button
        type="button"
        className={stepButton}
        aria-label={`Decrease quantity of ${name}`}
        disabled={busy || quantity <= 1}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <output aria-label={`Quantity of ${name}`} className="chk:min-w-10 chk:text-center chk:font-medium">
        {busy ? <Spinner className="chk:mx-auto" /> : quantity}
      </output>
      <button type="button" className={stepButton} aria-label={`Increase quantity of ${name}`} disabled={busy} onClick={() => onStep(1)}>
        +
      </button>
    </div>
  );
}

/** A product in the cart: picture, name, weight, prices, quantity stepper and remove. */
export function CartLineRow({ line, busy, onStep, onRemove }: CartLineRowProps) {
  const weight = displayWeight(line.weight, line.weightUnit);
  return (
    <li
      data-testid="cart-line"
      aria-busy={busy || undefined}
      className="chk:flex chk:gap-4 chk:rounded-xl chk:border chk:border-slate-200 chk:bg-white chk:p-4"
    >
      {line.image && (
        <Picture
          address={line.image}
          sizes="96px"
          widest={320}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="chk:size-20 chk:shrink-0 chk:rounded-lg chk:bg-slate-50 chk:object-contain chk:sm:size-24"
        />
      )}
      <div className="chk:flex chk:min-w-0 chk:flex-1 chk:flex-col chk:gap-2">
        <Link
          to={`/product/${encodeURIComponent(line.productId)}`}
          className="chk:font-semibold chk:text-slate-900 chk:hover:text-brand-700 chk:hover:underline"
        >
          {line.name}
        </Link>
        {weight && <p className="chk:text-sm chk:text-slate-500">Weight : {weight}</p>}
        <p className="chk:flex chk:flex-wrap chk:items-baseline chk:gap-2">
          <span data-testid="unit-price" className="chk:font-semibold chk:text-slate-900">
            {formatINR(line.unitPrice)}
          </span>
          {line.originalPrice !== undefined && <s className="chk:text-sm chk:text-slate-500">{formatINR(line.originalPrice)}</s>}
          <span className="chk:text-xs chk:text-slate-600">{line.taxNote}</span>
        </p>
        <div className="chk:flex chk:flex-wrap chk:items-center chk:gap-4">
          <LineStepper name={line.name} quantity={line.quantity} busy={busy} onStep={onStep} />
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="chk:text-sm chk:font-medium chk:text-red-700 chk:hover:underline chk:disabled:opacity-50"
            aria-label={`Remove ${line.name}`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

import { cx } from '@shop/shared/ui';

/** Props of the card's stepper: the line's quantity and the presses. */
export interface CardQuantityStepperProps {
  productName: string;
  quantity: number;
  busy: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
}

const stepClass =
  'cat:inline-flex cat:size-10 cat:items-center cat:justify-center cat:text-lg cat:font-semibold cat:text-slate-700 cat:transition-colors cat:hover:bg-slate-100 cat:focus-visible:outline-2 cat:focus-visible:-outline-offset-2 cat:focus-visible:outline-brand-600 cat:disabled:cursor-not-allowed cat:disabled:text-slate-300 cat:disabled:hover:bg-transparent';

/** − and + around the quantity of a product in the cart; − is disabled at 1. */
export function CardQuantityStepper({ productName, quantity, busy, onDecrease, onIncrease }: CardQuantityStepperProps) {
  return (
    <div
      className={cx(
        'cat:flex cat:items-center cat:justify-between cat:overflow-hidden cat:rounded-lg cat:border cat:border-slate-300 cat:bg-white',
        busy && 'cat:opacity-60',
      )}
    >
      <button
        type="button"
        aria-label={`Decrease quantity of ${productName}`}
        disabled={busy || quantity <= 1}
        onClick={onDecrease}
        className={stepClass}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        aria-label={`Quantity of ${productName}`}
        aria-live="polite"
        className="cat:font-semibold cat:text-slate-900 cat:tabular-nums"
      >
        {quantity}
      </output>
      <button type="button" aria-label={`Increase quantity of ${productName}`} disabled={busy} onClick={onIncrease} className={stepClass}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

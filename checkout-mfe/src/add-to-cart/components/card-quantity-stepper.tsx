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
  'chk:inline-flex chk:size-10 chk:items-center chk:justify-center chk:text-lg chk:font-semibold chk:text-slate-700 chk:transition-colors chk:hover:bg-slate-100 chk:focus-visible:outline-2 chk:focus-visible:-outline-offset-2 chk:focus-visible:outline-brand-600 chk:disabled:cursor-not-allowed chk:disabled:text-slate-300 chk:disabled:hover:bg-transparent';

/** − and + around the quantity of a product in the cart; − is disabled at 1. */
export function CardQuantityStepper({ productName, quantity, busy, onDecrease, onIncrease }: CardQuantityStepperProps) {
  return (
    <div
      className={cx(
        'chk:flex chk:items-center chk:justify-between chk:overflow-hidden chk:rounded-lg chk:border chk:border-slate-300 chk:bg-white',
        busy && 'chk:opacity-60',
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
        className="chk:font-semibold chk:text-slate-900 chk:tabular-nums"
      >
        {quantity}
      </output>
      <button type="button" aria-label={`Increase quantity of ${productName}`} disabled={busy} onClick={onIncrease} className={stepClass}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

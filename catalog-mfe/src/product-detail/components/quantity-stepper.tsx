import { cx } from '@shop/shared/ui';
import { useState } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '../model/quantity';

/** Props of the stepper: the shown quantity and how to ask for another. */
export interface QuantityStepperProps {
  quantity: number;
  onChange: (next: number) => void;
  disabled?: boolean;
}

const stepClass =
  'cat:inline-flex cat:size-11 cat:items-center cat:justify-center cat:text-xl cat:font-semibold cat:text-slate-700 cat:transition-colors cat:hover:bg-slate-100 cat:focus-visible:outline-2 cat:focus-visible:-outline-offset-2 cat:focus-visible:outline-brand-600 cat:disabled:cursor-not-allowed cat:disabled:text-slate-300 cat:disabled:hover:bg-transparent';

/** − and + around a numeric box; never below 1 nor above 99. */
export function QuantityStepper({ quantity, onChange, disabled = false }: QuantityStepperProps) {
  // Typed digits stay a draft until the box is left or Enter is pressed, so typing 12 asks for 12, not 1 then 12.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft) onChange(Number(draft));
    setDraft(null);
  };

  return (
    <div
      className={cx(
        'cat:inline-flex cat:items-center cat:overflow-hidden cat:rounded-lg cat:border cat:border-slate-300 cat:bg-white',
        disabled && 'cat:opacity-60',
      )}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={disabled || quantity <= MIN_QUANTITY}
        onClick={() => onChange(quantity - 1)}
        className={stepClass}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label="Quantity"
        disabled={disabled}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="cat:h-11 cat:w-12 cat:border-x cat:border-slate-300 cat:text-center cat:font-semibold cat:text-slate-900 cat:tabular-nums cat:focus-visible:outline-2 cat:focus-visible:-outline-offset-2 cat:focus-visible:outline-brand-600"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={disabled || quantity >= MAX_QUANTITY}
        onClick={() => onChange(quantity + 1)}
        className={stepClass}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

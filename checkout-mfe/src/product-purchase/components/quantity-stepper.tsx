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
  'chk:inline-flex chk:size-11 chk:items-center chk:justify-center chk:text-xl chk:font-semibold chk:text-slate-700 chk:transition-colors chk:hover:bg-slate-100 chk:focus-visible:outline-2 chk:focus-visible:-outline-offset-2 chk:focus-visible:outline-brand-600 chk:disabled:cursor-not-allowed chk:disabled:text-slate-300 chk:disabled:hover:bg-transparent';

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
        'chk:inline-flex chk:items-center chk:overflow-hidden chk:rounded-lg chk:border chk:border-slate-300 chk:bg-white',
        disabled && 'chk:opacity-60',
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
        className="chk:h-11 chk:w-12 chk:border-x chk:border-slate-300 chk:text-center chk:font-semibold chk:text-slate-900 chk:tabular-nums chk:focus-visible:outline-2 chk:focus-visible:-outline-offset-2 chk:focus-visible:outline-brand-600"
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

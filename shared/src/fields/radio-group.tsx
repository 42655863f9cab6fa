import { cx } from '@shop/shared/ui';
import type { ReactNode, Ref } from 'react';
import { FieldError } from './field-error';

/** One choice of a radio group; its label may be more than a word (an address). */
export interface RadioOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

/** Props of a labelled set of radio buttons. */
export interface RadioGroupProps<Value extends string> {
  id: string;
  name: string;
  legend: string;
  options: ReadonlyArray<RadioOption<Value>>;
  /** The chosen value; null when nothing is chosen yet. */
  value: Value | null;
  onChange: (value: Value) => void;
  error?: string | null;
  /** The first radio, to move focus to the group when it is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  /** 'cards' shows each choice as a bordered row, for choices a shopper compares (addresses, payment). */
  look?: 'inline' | 'cards';
  /** More content inside the fieldset, under the choices (a link to add one). */
  children?: ReactNode;
  className?: string;
}

const legendClass = {
  inline: 'mb-1.5 block text-sm font-medium text-slate-800',
  cards: 'mb-3 block text-lg font-semibold text-slate-900',
};

const optionClass = {
  inline: 'inline-flex items-center gap-2 text-sm text-slate-800',
  cards:
    'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-800 hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
};

/**
 * A fieldset of native radio buttons with its legend and, when invalid, the reason. Native radios keep
 * the browser's arrow-key moves and form semantics; only their colour and size are the shop's.
 */
export function RadioGroup<Value extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  error,
  inputRef,
  look = 'inline',
  children,
  className,
}: RadioGroupProps<Value>) {
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined} className={cx('min-w-0', className)}>
      <legend className={legendClass[look]}>{legend}</legend>
      <div className={look === 'cards' ? 'flex flex-col gap-2' : 'flex flex-wrap gap-4'}>
        {options.map((option, index) => (
          <label key={option.value} className={optionClass[look]}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              ref={index === 0 ? inputRef : undefined}
              aria-invalid={error ? true : undefined}
              className={cx(
                'size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                look === 'cards' && 'mt-0.5 focus-visible:outline-none',
              )}
            />
            <span className="min-w-0">{option.label}</span>
          </label>
        ))}
      </div>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

import type { Ref } from 'react';
import { FieldError, labelClass } from './field-styles';

/** Props of a labelled set of radio buttons. */
export interface RadioGroupProps {
  id: string;
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A fieldset of radio buttons with its legend and, when invalid, the reason. */
export function RadioGroup({ id, name, legend, options, value, onChange, error, inputRef }: RadioGroupProps) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className="acc:flex acc:flex-wrap acc:gap-4">
        {options.map((option, index) => (
          <label key={option.value} className="acc:inline-flex acc:items-center acc:gap-2 acc:text-sm acc:text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              ref={index === 0 ? inputRef : undefined}
              aria-invalid={error ? true : undefined}
              className="acc:size-4 acc:accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

import type { Ref } from 'react';
import { FieldError, FieldLabel } from './field-label';
import { borderClass, controlClass, errorAttributes } from './field-styles';

/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of one labelled select. */
export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The empty first choice, e.g. 'Select a state'. */
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the control while it cannot be used yet, e.g. 'Choose a state first'. */
  hint?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A label, a native select (keyboard and screen-reader friendly as is) and its error. */
export function SelectField({ id, label, options, placeholder, error, required, hint, selectRef, onChange, ...control }: SelectFieldProps) {
  const hintId = `${id}-hint`;
  const errors = errorAttributes(id, error);
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        {...control}
        id={id}
        ref={selectRef}
        aria-required={required || undefined}
        {...errors}
        aria-describedby={errors['aria-describedby'] ?? (hint ? hintId : undefined)}
        className={`${controlClass} ${borderClass(error)}`}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && !error && (
        <p id={hintId} className="inq:mt-1.5 inq:text-sm inq:text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

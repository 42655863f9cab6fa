import type { Ref } from 'react';
import { borderClass, controlClass, errorClass, labelClass } from '../../app/form/field-styles';

/** Props of one labelled picker. */
export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  /** The first, empty choice ('Select state'). */
  placeholder: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A label, a native select and, when invalid, the reason. */
export function SelectField({ id, name, label, value, options, placeholder, onChange, error, disabled, selectRef }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        ref={selectRef}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${controlClass} ${borderClass(error)}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

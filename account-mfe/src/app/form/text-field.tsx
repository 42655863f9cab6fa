import type { InputHTMLAttributes, Ref } from 'react';
import { borderClass, controlClass, errorAttributes, FieldError, labelClass } from './field-styles';

/** Props of one labelled input. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  /** Absent for a read-only field. */
  onChange?: (value: string) => void;
  error?: string | null;
  /** A line of help under the input. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A label, an input and, when invalid, the reason, tied together for screen readers. */
export function TextField({ id, label, value, onChange, error, hint, inputRef, className, ...rest }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        {...errorAttributes(id, error, hint)}
        className={`${controlClass} ${borderClass(error)}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="acc:mt-1 acc:text-xs acc:text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

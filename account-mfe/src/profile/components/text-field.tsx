import type { InputHTMLAttributes, Ref } from 'react';
import { borderClass, controlClass, errorClass, labelClass } from './field-styles';

/** Props of one labelled input. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A label, an input and, when invalid, the reason, tied together for screen readers. */
export function TextField({ id, label, value, onChange, error, hint, inputRef, className, ...rest }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} ${borderClass(error)}`}
      />
      {hint && (
        <p id={hintId} className="acc:mt-1 acc:text-xs acc:text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

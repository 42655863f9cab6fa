import type { InputHTMLAttributes, Ref } from 'react';
import { borderClass, controlClass, errorAttributes, FieldError, labelClass } from './field-styles';

/** Props of one labelled input. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A label, an input and, when invalid, the reason, tied together for screen readers. */
export function TextField({ id, label, value, onChange, error, inputRef, className, ...rest }: TextFieldProps) {
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
        onChange={(event) => onChange(event.target.value)}
        {...errorAttributes(id, error)}
        className={`${controlClass} ${borderClass(error)}`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

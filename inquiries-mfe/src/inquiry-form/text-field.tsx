import type { HTMLInputTypeAttribute, Ref } from 'react';
import { FieldError, FieldLabel } from './field-label';
import { borderClass, controlClass, errorAttributes } from './field-styles';

/** Props of one labelled input or text area. */
export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'number'>;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
  /** The smallest number a number input takes. */
  min?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A label, a text control and, when invalid, the reason, tied together for screen readers. */
export function TextField({ id, label, error, required, multiline, inputRef, onChange, type = 'text', ...control }: TextFieldProps) {
  const shared = {
    ...control,
    id,
    'aria-required': required || undefined,
    ...errorAttributes(id, error),
    className: `${controlClass} ${borderClass(error)}`,
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea {...shared} ref={inputRef} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} ref={inputRef} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

import type { ReactNode, Ref } from 'react';
import { errorAttributes, FieldError } from './field-error';

/** Props of one labelled checkbox. */
export interface CheckboxProps {
  id: string;
  name: string;
  /** What ticking it says; may hold a link (the terms). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A native checkbox in the brand colour with its label beside it and, when invalid, the reason under it. */
export function Checkbox({ id, name, label, checked, onChange, error, required, inputRef, className }: CheckboxProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required || undefined}
          {...errorAttributes(id, error)}
          className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

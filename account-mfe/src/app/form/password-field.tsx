import { type Ref, useState } from 'react';
import { borderClass, controlClass, errorAttributes, FieldError, labelClass } from './field-styles';

/** Props of a password input with its show/hide toggle. */
export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="acc:size-5">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password input with a toggle button ('Show password') whose pressed state says the text is visible. */
export function PasswordField({ id, label, value, onChange, error, autoComplete, name, inputRef }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="acc:relative">
        <input
          id={id}
          name={name}
          ref={inputRef}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          {...errorAttributes(id, error)}
          className={`${controlClass} ${borderClass(error)} acc:pr-12`}
        />
        <button
          type="button"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
          className="acc:absolute acc:inset-y-0 acc:right-0 acc:flex acc:w-11 acc:items-center acc:justify-center acc:rounded-r-lg acc:text-slate-600 acc:hover:text-slate-900 acc:focus-visible:outline-2 acc:focus-visible:outline-brand-600"
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

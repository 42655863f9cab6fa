import type { Ref } from 'react';

/** Props of one labelled input or text area of the contact form. */
export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error; its text is shown below unless `errorShownElsewhere`. */
  error?: string;
  /** Id of a message shown once for several fields (e.g. 'Please fill out all fields.'). */
  errorShownElsewhere?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

const controlClass =
  'inq:mt-1.5 inq:block inq:w-full inq:rounded-lg inq:border inq:bg-white inq:px-3.5 inq:py-2.5 inq:text-base inq:text-slate-900 inq:shadow-sm inq:placeholder:text-slate-500 inq:focus:outline-2 inq:focus:outline-offset-0 inq:focus:outline-brand-600 inq:disabled:bg-slate-50';

/** A label, a control and, when invalid, the reason, tied together for screen readers. */
export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  errorShownElsewhere,
  type = 'text',
  autoComplete,
  multiline = false,
  inputRef,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = error ? (errorShownElsewhere ?? errorId) : undefined;
  const shared = {
    id,
    name,
    value,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${controlClass} ${error ? 'inq:border-red-600' : 'inq:border-slate-300'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="inq:block inq:text-sm inq:font-medium inq:text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} ref={inputRef} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} ref={inputRef} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && !errorShownElsewhere && (
        <p id={errorId} className="inq:mt-1.5 inq:text-sm inq:text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

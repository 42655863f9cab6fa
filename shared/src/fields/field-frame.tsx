import { cx } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { errorAttributes, FieldError } from './field-error';

/** What every labelled field of the kit takes besides its control's own attributes. */
export interface FieldFrameProps {
  id: string;
  label: string;
  /** The reason the value is wrong; shown under the control and tied to it. */
  error?: string | null;
  /** A line of help under the control. */
  hint?: string;
  /** Marks the label with a star screen readers skip (the control says it is required). */
  required?: boolean;
  /** The id of one error text several fields share ('Please fill out all fields.'): the field shows none of its own. */
  sharedErrorId?: string;
  className?: string;
}

/** The look of every input, select and text area. */
export const controlClass =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 read-only:bg-slate-50 read-only:text-slate-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

/** A control's classes: its border red while it has an error. */
export function controlClasses(error: string | null | undefined, extra?: string): string {
  return cx(controlClass, error ? 'border-red-600' : 'border-slate-300', extra);
}

/** The attributes tying a control to its hint and error and saying whether it is required. */
export function controlAttributes({ id, error, hint, required, sharedErrorId }: FieldFrameProps) {
  const tied = errorAttributes(id, error, hint);
  const describedBy =
    sharedErrorId && error ? [hint ? `${id}-hint` : '', sharedErrorId].filter(Boolean).join(' ') : tied['aria-describedby'];
  return { id, 'aria-required': required || undefined, 'aria-invalid': tied['aria-invalid'], 'aria-describedby': describedBy };
}

/** A visible label above the control, its hint and its error under it. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  sharedErrorId,
  className,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {!sharedErrorId && <FieldError id={id} error={error} />}
    </div>
  );
}

/** Splits a field's props into the frame's and the control's own. */
export function splitFieldProps<P extends FieldFrameProps>(props: P) {
  const { id, label, error, hint, required, sharedErrorId, className, ...control } = props;
  return { frame: { id, label, error, hint, required, sharedErrorId, className }, control };
}

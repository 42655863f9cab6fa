import { labelClass } from './field-styles';

/** A field's label; required fields carry a star that screen readers skip (the control says it is required). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {label}
      {required && (
        <span aria-hidden="true" className="inq:ml-0.5 inq:text-red-700">
          *
        </span>
      )}
    </label>
  );
}

// The error text under a control is the shop's one field kit's.
export { FieldError } from '@shop/shared/ui';

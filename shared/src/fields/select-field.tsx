import type { Ref, SelectHTMLAttributes } from 'react';
import { controlAttributes, controlClasses, FieldFrame, type FieldFrameProps, splitFieldProps } from './field-frame';

/** One choice of a select; a plain string is its own value and label. */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

/** Props of a labelled select. */
export interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'> {
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select a state'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A label, a native select (keyboard and screen-reader friendly as is), its hint and its error. */
export function SelectField(props: SelectFieldProps) {
  const { frame, control } = splitFieldProps(props);
  const { options, placeholder, ...select } = control;
  return (
    <FieldFrame {...frame}>
      <select {...select} {...controlAttributes(frame)} className={controlClasses(frame.error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label, disabled } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {label}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

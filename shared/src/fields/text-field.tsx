import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useState } from 'react';
import { controlAttributes, controlClasses, FieldFrame, type FieldFrameProps, splitFieldProps } from './field-frame';

/**
 * Props of a labelled input: the frame's, plus the input's own attributes, so a form library's
 * `register(name)` (name, onChange, onBlur, ref) or a plain `value`/`onChange` can be spread on it.
 */
export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'> {
  ref?: Ref<HTMLInputElement>;
}

/** A label, an input, its hint and, when invalid, the reason, tied together for screen readers. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      <input type="text" {...control} {...controlAttributes(frame)} className={controlClasses(frame.error)} />
    </FieldFrame>
  );
}

/** Props of a labelled text area. */
export interface TextAreaProps extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A label, a text area and, when invalid, the reason. */
export function TextArea(props: TextAreaProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      <textarea rows={4} {...control} {...controlAttributes(frame)} className={controlClasses(frame.error)} />
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** Props of a password input. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a toggle button ('Show password') whose pressed state says the text is visible. */
export function PasswordField(props: PasswordFieldProps) {
  const { frame, control } = splitFieldProps(props);
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input
          {...control}
          type={shown ? 'text' : 'password'}
          {...controlAttributes(frame)}
          className={controlClasses(frame.error, 'pr-12')}
        />
        <button
          type="button"
          aria-label={`Show ${frame.label.toLowerCase()}`}
          aria-pressed={shown}
          aria-controls={frame.id}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
    </FieldFrame>
  );
}

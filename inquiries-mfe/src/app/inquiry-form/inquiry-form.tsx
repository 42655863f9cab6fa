import { TextArea, TextField, type TextFieldProps } from '@shop/shared/fields';
import type { RegisteredField } from '@shop/shared/forms';
import { Button } from '@shop/shared/ui';
import type { FormEventHandler, ReactNode } from 'react';

/** How one text field of an inquiry form is shown: its label and input hints, a text area when multiline. */
export type InquiryTextSettings = Pick<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'required'> & {
  multiline?: boolean;
};

/** A text field (or text area) of an inquiry form with its registration. */
export function InquiryTextField({ id, settings, field }: { id: string; settings: InquiryTextSettings; field: RegisteredField }) {
  const { multiline, label, required, ...input } = settings;
  const props = { id, label, required, ...field };
  return multiline ? <TextArea {...props} autoComplete={input.autoComplete} /> : <TextField {...props} {...input} />;
}

/** Props of an inquiry form's frame. */
export interface InquiryFormProps {
  idPrefix: string;
  title: string;
  sending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** An inquiry form: its title, the note on required fields, the fields, and Submit Inquiry. */
export function InquiryForm({ idPrefix, title, sending, onSubmit, children }: InquiryFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`} className="inq:space-y-5">
      <h2 id={`${idPrefix}-title`} className="inq:text-xl inq:font-semibold inq:text-slate-900">
        {title}
      </h2>
      <p className="inq:text-sm inq:text-slate-600">Fields marked * are required.</p>
      {children}
      <Button type="submit" busy={sending} className="inq:w-full inq:sm:w-auto">
        {sending ? 'Submitting…' : 'Submit Inquiry'}
      </Button>
    </form>
  );
}

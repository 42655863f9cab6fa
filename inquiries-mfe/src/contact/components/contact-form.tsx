import { Button } from '@shop/shared/ui';
import { useId, useRef } from 'react';
import { type ContactField, contactFields, FILL_ALL_FIELDS, useContactForm } from '../hooks/use-contact-form';
import { FormField } from './form-field';

const fieldSettings: Record<ContactField, { label: string; type?: 'email'; autoComplete?: string; multiline?: boolean }> = {
  name: { label: 'Your name', autoComplete: 'name' },
  email: { label: 'Email address', type: 'email', autoComplete: 'email' },
  subject: { label: 'Subject' },
  message: { label: 'Message', multiline: true },
};

/** The message form: name, e-mail, subject and message, checked with the API's own schema. */
export function ContactForm() {
  const idPrefix = useId();
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // Focus moves to the first field to fix, so keyboard and screen-reader users land on it.
  const { values, errors, sending, change, submit } = useContactForm((field) => fieldRefs.current[field]?.focus());
  const fillAllId = `${idPrefix}-fill-all`;
  const anyEmpty = contactFields.some((field) => errors[field] === FILL_ALL_FIELDS);

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-title`} className="inq:space-y-5">
      <h2 id={`${idPrefix}-title`} className="inq:text-xl inq:font-semibold inq:text-slate-900">
        Send us a message
      </h2>
      <div className="inq:grid inq:gap-5 inq:sm:grid-cols-2">{contactFields.slice(0, 2).map((field) => renderField(field))}</div>
      {contactFields.slice(2).map((field) => renderField(field))}
      {anyEmpty && (
        <p id={fillAllId} className="inq:text-sm inq:text-red-700">
          {FILL_ALL_FIELDS}
        </p>
      )}
      <Button type="submit" busy={sending} className="inq:w-full inq:sm:w-auto">
        {sending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );

  function renderField(field: ContactField) {
    const settings = fieldSettings[field];
    const error = errors[field];
    return (
      <FormField
        key={field}
        id={`${idPrefix}-${field}`}
        name={field}
        label={settings.label}
        type={settings.type}
        autoComplete={settings.autoComplete}
        multiline={settings.multiline}
        value={values[field]}
        onChange={(value) => change(field, value)}
        error={error}
        errorShownElsewhere={error === FILL_ALL_FIELDS ? fillAllId : undefined}
        inputRef={(element) => {
          fieldRefs.current[field] = element;
        }}
      />
    );
  }
}

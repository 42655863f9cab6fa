import { TextArea, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { type ContactField, contactFields, FILL_ALL_FIELDS, useContactForm } from '../hooks/use-contact-form';

const fieldSettings: Record<ContactField, { label: string; type?: 'email'; autoComplete?: string }> = {
  name: { label: 'Your name', autoComplete: 'name' },
  email: { label: 'Email address', type: 'email', autoComplete: 'email' },
  subject: { label: 'Subject' },
  message: { label: 'Message' },
};

/** The message form: name, e-mail, subject and message, checked with the API's own schema. */
export function ContactForm() {
  const idPrefix = useId();
  const { field, sending, submit } = useContactForm();
  const fillAllId = `${idPrefix}-fill-all`;
  const anyEmpty = contactFields.some((name) => field(name).error === FILL_ALL_FIELDS);

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-title`} className="inq:space-y-5">
      <h2 id={`${idPrefix}-title`} className="inq:text-xl inq:font-semibold inq:text-slate-900">
        Send us a message
      </h2>
      <div className="inq:grid inq:gap-5 inq:sm:grid-cols-2">{contactFields.slice(0, 2).map((name) => renderField(name))}</div>
      {contactFields.slice(2).map((name) => renderField(name))}
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

  function renderField(name: ContactField) {
    const settings = fieldSettings[name];
    const registered = field(name);
    // An empty field's message is the one shown once for all of them.
    const sharedErrorId = registered.error === FILL_ALL_FIELDS ? fillAllId : undefined;
    const props = { id: `${idPrefix}-${name}`, label: settings.label, sharedErrorId, ...registered };
    return name === 'message' ? (
      <TextArea key={name} {...props} />
    ) : (
      <TextField key={name} type={settings.type} autoComplete={settings.autoComplete} {...props} />
    );
  }
}

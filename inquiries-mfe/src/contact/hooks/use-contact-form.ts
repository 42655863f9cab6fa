import { ApiError, errorMessage } from '@shop/shared/api-client';
import type { ContactMessage } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';
import { contactSchema, type FieldErrors, fieldErrors } from '@shop/shared/validation';
import { type FormEvent, useState } from 'react';
import { sendContactMessage } from '../api/send-contact-message';

/** The fields of the form, in the order they are shown and checked. */
export const contactFields = ['name', 'email', 'subject', 'message'] as const;

/** One field of the form. */
export type ContactField = (typeof contactFields)[number];

/** The message the schema gives each empty field, and the toast for an incomplete form. */
export const FILL_ALL_FIELDS = 'Please fill out all fields.';

const SENT = 'Your message was sent successfully!';
const UNKNOWN_REPLY = 'An unknown error occurred.';
const SEND_FAILED = 'Failed to send message. Please try again later.';

const emptyValues: ContactMessage = { name: '', email: '', subject: '', message: '' };

// Only a 400 carries a message written for the shopper (what was wrong with the form);
// the text of other failures (5xx, network) is not meant for them.
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? errorMessage(error, SEND_FAILED) : SEND_FAILED;
}

/** The contact form's values, errors and sending state, checked with the same schema as the API. */
export function useContactForm(onInvalid: (field: ContactField) => void) {
  const [values, setValues] = useState<ContactMessage>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error goes as soon as the shopper edits it.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = fieldErrors(contactSchema, values);
    const invalid = contactFields.filter((field) => found[field]);
    const first = invalid[0];
    if (first) {
      setErrors(found);
      const anyEmpty = invalid.some((field) => found[field] === FILL_ALL_FIELDS);
      toast.error(anyEmpty ? FILL_ALL_FIELDS : (found[first] ?? FILL_ALL_FIELDS));
      onInvalid(first);
      return;
    }
    setSending(true);
    try {
      const reply = await sendContactMessage(contactSchema.parse(values));
      if (reply.success) {
        toast.success(SENT);
        setValues(emptyValues);
      } else {
        toast.error(reply.message || UNKNOWN_REPLY);
      }
    } catch (error) {
      // The typed text stays in the form so the shopper can try again.
      toast.error(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  return { values, errors, sending, change, submit };
}

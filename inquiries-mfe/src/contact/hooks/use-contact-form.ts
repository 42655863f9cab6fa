import { shopperMessage } from '@shop/shared/api-client';
import type { ContactMessage } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { contactSchema } from '@shop/shared/validation';
import { useState } from 'react';
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

/** The contact form, checked with the same schema as the API. */
export function useContactForm() {
  const form = useSchemaForm(contactSchema, emptyValues);
  const [sending, setSending] = useState(false);

  async function send(values: ContactMessage) {
    if (sending) return;
    setSending(true);
    try {
      const reply = await sendContactMessage(values);
      if (reply.success) {
        toast.success(SENT);
        form.reset(emptyValues);
      } else {
        toast.error(reply.message || UNKNOWN_REPLY);
      }
    } catch (error) {
      // The typed text stays in the form so the shopper can try again.
      toast.error(shopperMessage(error, SEND_FAILED));
    } finally {
      setSending(false);
    }
  }

  // One toast: 'Please fill out all fields.' when any is empty, else the first field's message.
  const submit = form.handleSubmit(send, (errors) => {
    const messages = contactFields.map((field) => errors[field]?.message).filter((message) => message !== undefined);
    toast.error(messages.includes(FILL_ALL_FIELDS) ? FILL_ALL_FIELDS : (messages[0] ?? FILL_ALL_FIELDS));
  });

  return { field: form.field, sending, submit };
}

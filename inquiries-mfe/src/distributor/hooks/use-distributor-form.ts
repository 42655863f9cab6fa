import { shopperMessage } from '@shop/shared/api-client';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { distributorSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { accepted } from '../../app/inquiry-form/submit-failure';
import { sendDistributorInquiry } from '../api/send-distributor-inquiry';
import { distributorFields, emptyDistributorForm } from '../model/distributor-form';

export const INQUIRY_SENT = 'Inquiry submitted successfully!';
export const INQUIRY_FAILED = 'Failed to submit inquiry. Please try again.';

/** The distributor form, checked with the API's own schema; the first field to fix gets focus. */
export function useDistributorForm() {
  const form = useSchemaForm(distributorSchema, emptyDistributorForm);
  const [sending, setSending] = useState(false);
  const state = form.watch('state');

  async function send() {
    if (sending) return;
    const values = form.getValues();
    setSending(true);
    try {
      // The trap field travels as typed; the server drops a post that filled it.
      const reply = await sendDistributorInquiry({ ...distributorSchema.parse(values), website: values.website });
      // Success is said only when the server took the inquiry.
      if (!accepted(reply)) throw new Error('The inquiry was not accepted');
      toast.success(INQUIRY_SENT);
      form.reset(emptyDistributorForm);
    } catch (error) {
      // What was typed stays, so the sender can correct it or try again.
      const refused = serverFieldErrors(error);
      toast.error(shopperMessage(error, INQUIRY_FAILED));
      const first = distributorFields.find((field) => refused[field]);
      for (const field of distributorFields)
        if (refused[field]) form.setError(field, { message: refused[field] }, { shouldFocus: field === first });
    } finally {
      setSending(false);
    }
  }

  // The toast repeats the first field's message.
  const submit = form.handleSubmit(send, (errors) => {
    const first = distributorFields.find((field) => errors[field]);
    toast.error((first && errors[first]?.message) || INQUIRY_FAILED);
  });

  // A district belongs to one state; keeping the old one would send a pair that does not exist.
  const chooseState = () => {
    if (form.getValues('city') !== '') form.setValue('city', '');
  };

  return { field: form.field, state, chooseState, sending, submit };
}

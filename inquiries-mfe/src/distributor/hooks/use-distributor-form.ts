import { shopperMessage } from '@shop/shared/api-client';
import { serverFieldErrors } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import type { FieldErrors } from '@shop/shared/validation';
import { type FormEvent, useState } from 'react';
import { accepted } from '../../inquiry-form/submit-failure';
import { sendDistributorInquiry } from '../api/send-distributor-inquiry';
import {
  changeDistributorField,
  checkDistributorForm,
  type DistributorField,
  type DistributorFormValues,
  distributorFields,
  emptyDistributorForm,
} from '../model/distributor-form';

export const INQUIRY_SENT = 'Inquiry submitted successfully!';
export const INQUIRY_FAILED = 'Failed to submit inquiry. Please try again.';

/** The distributor form's values, errors and sending state; `onInvalid` gets the first field to fix. */
export function useDistributorForm(onInvalid: (field: DistributorField) => void) {
  const [values, setValues] = useState<DistributorFormValues>(emptyDistributorForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  function change(field: DistributorField | 'website', value: string) {
    const next = changeDistributorField(values, errors, field, value);
    setValues(next.values);
    setErrors(next.errors);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkDistributorForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      toast.error(check.errors[check.first] ?? INQUIRY_FAILED);
      onInvalid(check.first);
      return;
    }
    setSending(true);
    try {
      const reply = await sendDistributorInquiry(check.inquiry);
      // Success is said only when the server took the inquiry.
      if (!accepted(reply)) throw new Error('The inquiry was not accepted');
      toast.success(INQUIRY_SENT);
      setValues(emptyDistributorForm);
      setErrors({});
    } catch (error) {
      // What was typed stays, so the sender can correct it or try again.
      const refused = serverFieldErrors(error);
      setErrors(refused);
      toast.error(shopperMessage(error, INQUIRY_FAILED));
      const first = distributorFields.find((field) => refused[field]);
      if (first) onInvalid(first);
    } finally {
      setSending(false);
    }
  }

  return { values, errors, sending, change, submit };
}

import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { navigate, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { signUpSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { carryFrom } from '../../app/navigation-state';
import { signUp } from '../api/sign-up';
import { emptySignUp, SIGN_UP_MESSAGES, type SignUpFormValues, signUpFailure, signUpPayload } from '../model/sign-up-form';

/** The order of the fields on the page, so focus lands on the first one the server refused. */
const FIELD_ORDER: Array<keyof SignUpFormValues> = [
  'fullName',
  'email',
  'phoneNumber',
  'accountType',
  'password',
  'confirmPassword',
  'checked',
];

/** The sign-up form: checks, the call, its toasts, and on to /verification with the e-mail. */
export function useSignUp() {
  const { state } = useAppLocation();
  const form = useSchemaForm(signUpSchema, emptySignUp());
  const [sending, setSending] = useState(false);

  async function send() {
    if (sending) return;
    const payload = signUpPayload(form.getValues());
    setSending(true);
    try {
      const message = await signUp(payload);
      toast.signup(message || SIGN_UP_MESSAGES.succeeded(payload.fullName));
      navigate('/verification', { state: { email: payload.email, ...carryFrom(state) } });
    } catch (error) {
      // What was typed stays, so the shopper fixes it and sends again.
      toast.signup(signUpFailure(error), 'error');
      const errors = serverFieldErrors(error);
      const first = FIELD_ORDER.find((field) => errors[field]);
      for (const field of FIELD_ORDER)
        if (errors[field]) form.setError(field, { message: errors[field] }, { shouldFocus: field === first });
      setSending(false);
    }
  }

  // A password mismatch is told as a toast rather than at the field.
  const submit = form.handleSubmit(send, (errors) => {
    const mismatch = errors.confirmPassword?.message;
    if (mismatch) toast.error(mismatch);
  });

  return { field: form.field, choice: form.choice, sending, submit };
}

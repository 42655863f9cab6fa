import { navigate, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { type FormEvent, useRef, useState } from 'react';
import { useFormState } from '../../app/form/form-state';
import { carryFrom } from '../../app/navigation-state';
import { signUp } from '../api/sign-up';
import {
  checkSignUp,
  emptySignUp,
  SIGN_UP_MESSAGES,
  type SignUpFormValues,
  serverFieldErrors,
  signUpFailure,
  signUpPayload,
} from '../model/sign-up-form';

/** The order fields are checked in, so focus lands on the first one to fix. */
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
  const form = useFormState<SignUpFormValues>(emptySignUp());
  const [sending, setSending] = useState(false);
  const fieldRefs = useRef<Partial<Record<keyof SignUpFormValues, HTMLInputElement | null>>>({});

  function showErrors(errors: Record<string, string>) {
    form.setErrors(errors);
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) fieldRefs.current[first]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkSignUp(form.values);
    showErrors(check.errors);
    if (check.toast) toast.error(check.toast);
    if (check.toast || Object.keys(check.errors).length > 0) return;
    const payload = signUpPayload(form.values);
    setSending(true);
    try {
      const message = await signUp(payload);
      toast.signup(message || SIGN_UP_MESSAGES.succeeded(payload.fullName));
      navigate('/verification', { state: { email: payload.email, ...carryFrom(state) } });
    } catch (error) {
      // What was typed stays, so the shopper fixes it and sends again.
      toast.signup(signUpFailure(error), 'error');
      showErrors(serverFieldErrors(error));
      setSending(false);
    }
  }

  return { ...form, sending, submit, fieldRefs };
}

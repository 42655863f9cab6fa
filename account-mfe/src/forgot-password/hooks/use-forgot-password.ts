import { navigate, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { fieldErrors, forgotPasswordSchema } from '@shop/shared/validation';
import { type FormEvent, useRef, useState } from 'react';
import { useFormState } from '../../app/form/form-state';
import { carryFrom } from '../../app/navigation-state';
import { sendResetCode } from '../api/send-reset-code';
import { sendCodeFailure } from '../model/reset-messages';

/** The forgot-password form: check the address, ask for a code, go on to enter it. */
export function useForgotPassword() {
  const { state } = useAppLocation();
  const form = useFormState({ email: '' });
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = fieldErrors(forgotPasswordSchema, form.values);
    if (found.email) {
      form.setErrors(found);
      emailRef.current?.focus();
      return;
    }
    const email = form.values.email.trim();
    setSending(true);
    try {
      const sent = await sendResetCode(email);
      if (sent.message) toast.success(sent.message);
      navigate('/verifyotp', { state: { email, algoName: sent.algoName, ...carryFrom(state) } });
    } catch (error) {
      const notice = sendCodeFailure(error);
      toast.error(notice.toast);
      if (notice.inline) form.setErrors({ email: notice.inline });
      setSending(false);
    }
  }

  return { ...form, sending, submit, emailRef };
}

import { useSchemaForm } from '@shop/shared/forms';
import { navigate, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { type ForgotPasswordValues, forgotPasswordSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { carryFrom } from '../../app/navigation-state';
import { sendCodeFailure } from '../../app/reset-messages';
import { sendResetCode } from '../api/send-reset-code';

/** The forgot-password form: check the address, ask for a code, go on to enter it. */
export function useForgotPassword() {
  const { state } = useAppLocation();
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [sending, setSending] = useState(false);

  async function send({ email }: ForgotPasswordValues) {
    if (sending) return;
    setSending(true);
    try {
      const sent = await sendResetCode(email);
      if (sent.message) toast.success(sent.message);
      navigate('/verifyotp', { state: { email, algoName: sent.algoName, ...carryFrom(state) } });
    } catch (error) {
      const notice = sendCodeFailure(error);
      toast.error(notice.toast);
      if (notice.inline) form.setError('email', { message: notice.inline });
      setSending(false);
    }
  }

  return { field: form.field, sending, submit: form.handleSubmit(send) };
}

import { useController, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { otpSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { RESET_MESSAGES, sendCodeFailure, verifyCodeFailure } from '../reset-messages';
import { RESEND_SECONDS } from './countdown';
import { emptyDigits } from './otp-digits';
import { useCountdown } from './use-countdown';

/** What a code page does with a well-formed code, and how it asks for another one. */
export interface CodeFormActions {
  /** Checks the code with the API; a rejection marks the boxes and says why in a toast. */
  verify: (otp: string) => Promise<void>;
  /** Mails another code. */
  sendAnother: () => Promise<unknown>;
}

/**
 * The six code boxes as a form: the code is checked with the shop's schema on submit, editing
 * clears its message, and another code may be asked for once the countdown (mailed on the way
 * here) has run out.
 */
export function useCodeForm({ verify, sendAnother }: CodeFormActions) {
  const form = useSchemaForm(otpSchema, { otp: emptyDigits() });
  const { field, fieldState } = useController({ control: form.control, name: 'otp' });
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_SECONDS);

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await verify(otp);
    } catch (failure) {
      const notice = verifyCodeFailure(failure);
      toast.error(notice.toast);
      if (notice.inline) form.setError('otp', { message: notice.inline });
    }
  });

  async function resend() {
    if (resending || countdown.secondsLeft > 0) return;
    setResending(true);
    try {
      await sendAnother();
      form.reset({ otp: emptyDigits() });
      countdown.restart();
      toast.success(RESET_MESSAGES.resent);
    } catch (failure) {
      toast.error(sendCodeFailure(failure).toast);
    } finally {
      setResending(false);
    }
  }

  return {
    /** What the six boxes take: their digits, the change, the message and the focus target. */
    boxes: {
      digits: field.value,
      onChange: (digits: string[]) => {
        field.onChange(digits);
        form.clearErrors('otp');
      },
      error: fieldState.error?.message,
      ref: field.ref,
    },
    verifying: form.formState.isSubmitting,
    submit,
    resend,
    resending,
    secondsLeft: countdown.secondsLeft,
  };
}

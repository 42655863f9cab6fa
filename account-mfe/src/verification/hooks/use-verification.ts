import { useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import type { FormEvent } from 'react';
import { finishSignIn, firstName } from '../../app/finish-sign-in';
import { stateText } from '../../app/navigation-state';
import { useCodeForm } from '../../app/one-time-code/use-code-form';
import { sendLoginCode } from '../../app/send-login-code';
import { verifySignInCode } from '../api/verify-sign-in-code';

/** /verification: the code that finishes sign-up or code sign-in, and another code after the countdown. */
export function useVerification() {
  const { state } = useAppLocation();
  const email = stateText(state, 'email');
  const code = useCodeForm({
    verify: async (otp) => {
      const user = await verifySignInCode(email, otp);
      const name = firstName(user.fullName);
      toast.success(name ? `Welcome, ${name}!` : 'Welcome!');
      finishSignIn(user, state);
    },
    sendAnother: () => sendLoginCode(email),
  });

  // The page shows no form without an address, so there is nothing to send then.
  function submit(event: FormEvent<HTMLFormElement>) {
    if (code.verifying || !email) return event.preventDefault();
    return code.submit(event);
  }

  function resend() {
    if (email) return code.resend();
  }

  return { ...code, email, submit, resend };
}

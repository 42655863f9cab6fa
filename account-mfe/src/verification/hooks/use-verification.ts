import { useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { fieldErrors, otpSchema } from '@shop/shared/validation';
import { type FormEvent, useState } from 'react';
import { finishSignIn, firstName } from '../../app/finish-sign-in';
import { stateText } from '../../app/navigation-state';
import { RESEND_SECONDS } from '../../app/one-time-code/countdown';
import { emptyDigits, joinDigits } from '../../app/one-time-code/otp-digits';
import { useCountdown } from '../../app/one-time-code/use-countdown';
import { RESET_MESSAGES, sendCodeFailure, verifyCodeFailure } from '../../app/reset-messages';
import { sendLoginCode } from '../../app/send-login-code';
import { verifySignInCode } from '../api/verify-sign-in-code';

/** /verification: the code that finishes sign-up or code sign-in, and another code after the countdown. */
export function useVerification() {
  const { state } = useAppLocation();
  const email = stateText(state, 'email');
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  // A code was mailed on the way here (sign-up, code sign-in, unverified sign-in).
  const countdown = useCountdown(RESEND_SECONDS);

  function changeDigits(next: string[]) {
    setDigits(next);
    setError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying || !email) return;
    const otp = joinDigits(digits);
    const found = fieldErrors(otpSchema, { otp });
    if (found.otp) {
      setError(found.otp);
      return;
    }
    setVerifying(true);
    try {
      const user = await verifySignInCode(email, otp);
      const name = firstName(user.fullName);
      toast.success(name ? `Welcome, ${name}!` : 'Welcome!');
      finishSignIn(user, state);
    } catch (failure) {
      const notice = verifyCodeFailure(failure);
      toast.error(notice.toast);
      setError(notice.inline);
      setVerifying(false);
    }
  }

  async function resend() {
    if (resending || countdown.secondsLeft > 0 || !email) return;
    setResending(true);
    try {
      await sendLoginCode(email);
      setDigits(emptyDigits());
      setError(undefined);
      countdown.restart();
      toast.success(RESET_MESSAGES.resent);
    } catch (failure) {
      toast.error(sendCodeFailure(failure).toast);
    } finally {
      setResending(false);
    }
  }

  return { email, digits, changeDigits, error, verifying, submit, resend, resending, secondsLeft: countdown.secondsLeft };
}

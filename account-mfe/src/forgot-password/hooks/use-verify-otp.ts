import { navigate, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { fieldErrors, otpSchema } from '@shop/shared/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { carryFrom, stateText } from '../../app/navigation-state';
import { RESEND_SECONDS } from '../../app/one-time-code/countdown';
import { emptyDigits, joinDigits } from '../../app/one-time-code/otp-digits';
import { useCountdown } from '../../app/one-time-code/use-countdown';
import { RESET_MESSAGES, sendCodeFailure, verifyCodeFailure } from '../../app/reset-messages';
import { sendResetCode } from '../api/send-reset-code';
import { verifyResetCode } from '../api/verify-reset-code';

/** The SPEC's pause after a verified code, so the shopper reads 'OTP verified!' before the page changes. */
export const NEXT_STEP_DELAY_MS = 2000;

type Phase = 'idle' | 'verifying' | 'verified';

/** /verifyotp: the code boxes, their check, and sending another code after the countdown. */
export function useVerifyOtp() {
  const { state } = useAppLocation();
  const email = stateText(state, 'email');
  // A resend may name another algorithm; the newest one belongs to the newest code.
  const [algoName, setAlgoName] = useState(() => stateText(state, 'algoName'));
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string>();
  const [phase, setPhase] = useState<Phase>('idle');
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_SECONDS);
  const nextStep = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(nextStep.current), []);

  function changeDigits(next: string[]) {
    setDigits(next);
    setError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    if (!email) {
      toast.error(RESET_MESSAGES.noEmail);
      return;
    }
    const otp = joinDigits(digits);
    const found = fieldErrors(otpSchema, { otp });
    if (found.otp) {
      setError(found.otp);
      return;
    }
    setPhase('verifying');
    try {
      await verifyResetCode(email, otp);
      toast.success(RESET_MESSAGES.verified);
      setPhase('verified');
      nextStep.current = setTimeout(
        () => navigate('/newpassword', { state: { email, otp, algoName, ...carryFrom(state) } }),
        NEXT_STEP_DELAY_MS,
      );
    } catch (failure) {
      const notice = verifyCodeFailure(failure);
      toast.error(notice.toast);
      setError(notice.inline);
      setPhase('idle');
    }
  }

  async function resend() {
    if (resending || countdown.secondsLeft > 0) return;
    if (!email) {
      toast.error(RESET_MESSAGES.noEmail);
      return;
    }
    setResending(true);
    try {
      const sent = await sendResetCode(email);
      setAlgoName(sent.algoName);
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

  return { email, digits, changeDigits, error, phase, submit, resend, resending, secondsLeft: countdown.secondsLeft };
}

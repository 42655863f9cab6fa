import { navigate, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { carryFrom, stateText } from '../../app/navigation-state';
import { useCodeForm } from '../../app/one-time-code/use-code-form';
import { RESET_MESSAGES } from '../../app/reset-messages';
import { sendResetCode } from '../api/send-reset-code';
import { verifyResetCode } from '../api/verify-reset-code';

/** The pause after a verified code, so the shopper reads 'OTP verified!' before the page changes. */
export const NEXT_STEP_DELAY_MS = 2000;

/** /verifyotp: the code boxes, their check, and sending another code after the countdown. */
export function useVerifyOtp() {
  const { state } = useAppLocation();
  const email = stateText(state, 'email');
  // A resend may name another algorithm; the newest one belongs to the newest code.
  const [algoName, setAlgoName] = useState(() => stateText(state, 'algoName'));
  const [verified, setVerified] = useState(false);
  const nextStep = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(nextStep.current), []);

  const code = useCodeForm({
    verify: async (otp) => {
      await verifyResetCode(email, otp);
      toast.success(RESET_MESSAGES.verified);
      setVerified(true);
      nextStep.current = setTimeout(
        () => navigate('/newpassword', { state: { email, otp, algoName, ...carryFrom(state) } }),
        NEXT_STEP_DELAY_MS,
      );
    },
    sendAnother: async () => {
      const sent = await sendResetCode(email);
      setAlgoName(sent.algoName);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    if (code.verifying || verified) return event.preventDefault();
    if (!email) {
      event.preventDefault();
      toast.error(RESET_MESSAGES.noEmail);
      return;
    }
    return code.submit(event);
  }

  function resend() {
    if (code.resending || code.secondsLeft > 0) return;
    if (email) return code.resend();
    toast.error(RESET_MESSAGES.noEmail);
  }

  return { ...code, email, verified, submit, resend };
}

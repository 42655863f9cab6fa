import { resetToken } from '@shop/shared/auth';
import { navigate, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFormState } from '../../app/form/form-state';
import { stateText } from '../../app/navigation-state';
import { changePassword } from '../api/change-password';
import { checkNewPassword, type NewPasswordValues, type ResetTicket } from '../model/new-password-form';
import { changePasswordFailure, RESET_MESSAGES } from '../model/reset-messages';
import { NEXT_STEP_DELAY_MS } from './use-verify-otp';

type Phase = 'idle' | 'saving' | 'done';

const emptyValues: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/** /newpassword: check both fields, prove the code with its header token, change the password. */
export function useNewPassword() {
  const { state } = useAppLocation();
  const ticket: ResetTicket = { email: stateText(state, 'email'), otp: stateText(state, 'otp'), algoName: stateText(state, 'algoName') };
  const form = useFormState(emptyValues);
  const [phase, setPhase] = useState<Phase>('idle');
  const nextStep = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(nextStep.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const check = checkNewPassword(form.values, ticket);
    form.setErrors(check.errors);
    if (check.toast) {
      toast.error(check.toast);
      return;
    }
    setPhase('saving');
    let token: string;
    try {
      token = await resetToken(ticket.algoName, ticket.email, ticket.otp);
    } catch {
      toast.error(RESET_MESSAGES.tokenFailed);
      setPhase('idle');
      return;
    }
    try {
      await changePassword({ email: ticket.email, otp: ticket.otp, newPassword: form.values.newPassword }, token);
      toast.success(RESET_MESSAGES.changed);
      setPhase('done');
      // The e-mail goes along so the sign-in form starts filled in.
      nextStep.current = setTimeout(() => navigate('/signin', { replace: true, state: { email: ticket.email } }), NEXT_STEP_DELAY_MS);
    } catch (failure) {
      toast.error(changePasswordFailure(failure));
      setPhase('idle');
    }
  }

  return { ...form, ticketMissing: !ticket.email || !ticket.otp || !ticket.algoName, phase, submit };
}

import { resetToken } from '@shop/shared/auth';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { navigate, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { newPasswordSchema } from '@shop/shared/validation';
import { useEffect, useRef, useState } from 'react';
import { stateText } from '../../app/navigation-state';
import { changePasswordFailure, RESET_MESSAGES } from '../../app/reset-messages';
import { changePassword } from '../api/change-password';
import { checkNewPassword, type ResetTicket } from '../model/new-password-form';
import { NEXT_STEP_DELAY_MS } from './use-verify-otp';

type Phase = 'idle' | 'saving' | 'done';

/** /newpassword: check both fields, prove the code with its header token, change the password. */
export function useNewPassword() {
  const { state } = useAppLocation();
  const ticket: ResetTicket = { email: stateText(state, 'email'), otp: stateText(state, 'otp'), algoName: stateText(state, 'algoName') };
  // The ticket rides along unseen, so the one schema checks the whole page.
  const form = useSchemaForm(newPasswordSchema, { ...ticket, newPassword: '', confirmPassword: '' });
  const [phase, setPhase] = useState<Phase>('idle');
  const nextStep = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(nextStep.current), []);

  // One toast says what to fix first; a missing ticket is the only thing worth telling then.
  function refuse() {
    const check = checkNewPassword(form.getValues(), ticket);
    if (Object.keys(check.errors).length === 0) form.clearErrors();
    if (check.toast) toast.error(check.toast);
  }

  async function save({ newPassword }: { newPassword: string }) {
    if (phase !== 'idle') return;
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
      await changePassword({ email: ticket.email, otp: ticket.otp, newPassword }, token);
      toast.success(RESET_MESSAGES.changed);
      setPhase('done');
      // The e-mail goes along so the sign-in form starts filled in.
      nextStep.current = setTimeout(() => navigate('/signin', { replace: true, state: { email: ticket.email } }), NEXT_STEP_DELAY_MS);
    } catch (failure) {
      toast.error(changePasswordFailure(failure));
      // A password the server refuses (a common one) is shown at its field too.
      const refused = serverFieldErrors(failure).newPassword;
      if (refused) form.setError('newPassword', { message: refused }, { shouldFocus: true });
      setPhase('idle');
    }
  }

  return {
    field: form.field,
    ticketMissing: !ticket.email || !ticket.otp || !ticket.algoName,
    phase,
    submit: form.handleSubmit(save, refuse),
  };
}

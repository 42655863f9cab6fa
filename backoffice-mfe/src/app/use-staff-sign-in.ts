import { shopperMessage } from '@shop/shared/api-client';
import { type StaffLoginAnswer, type StaffLoginBody, staffLoginBody } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { useState } from 'react';
import { signInStaff } from './staff-api';

export const SIGN_IN_FAILED = 'Signing in did not work. Please try again.';

/** The step of a sign-in: the password first, then the authenticator's code (with the secret to add at the first one). */
export type SignInStep = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol'; secret: string; otpauthUrl: string };

function stepAfter(answer: StaffLoginAnswer): SignInStep | 'signed-in' {
  if (answer.status === 'signed-in') return 'signed-in';
  if (answer.status === 'enrol') return { kind: 'enrol', secret: answer.secret, otpauthUrl: answer.otpauthUrl };
  return { kind: 'code' };
}

/** The back office's sign-in form: e-mail and password, then a code when the account has a second factor. */
export function useStaffSignIn(onSignedIn: () => void) {
  const form = useSchemaForm<typeof staffLoginBody, StaffLoginBody>(staffLoginBody, { email: '', password: '' });
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (sending) return;
    setSending(true);
    setProblem(undefined);
    try {
      const next = stepAfter(await signInStaff(body));
      if (next === 'signed-in') return onSignedIn();
      setStep(next);
      setSending(false);
    } catch (error) {
      // What was typed stays, to try again; a wrong code is cleared for the next one.
      setProblem(shopperMessage(error, SIGN_IN_FAILED));
      if (step.kind !== 'password') form.setValue('code', '');
      setSending(false);
    }
  });

  return { field: form.field, step, problem, sending, submit } as const;
}

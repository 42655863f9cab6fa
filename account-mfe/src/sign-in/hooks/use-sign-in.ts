import type { User } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { navigate, useAppLocation } from '@shop/shared/navigation';
import { signIn, toast } from '@shop/shared/stores';
import { type SignInValues, signInSchema } from '@shop/shared/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { finishSignIn } from '../../app/finish-sign-in';
import { carryFrom, stateText } from '../../app/navigation-state';
import { sendCodeFailure } from '../../app/reset-messages';
import { sendLoginCode } from '../../app/send-login-code';
import { login } from '../api/login';
import { signInFailure } from '../model/sign-in-failure';

/** How long the greeting stays before the shopper is taken on by themselves. */
export const WELCOME_MS = 2000;

type Phase = 'idle' | 'signing-in' | 'sending-code';

/** A signed-in shopper being greeted, and the navigation state (the way back) they arrived with. */
interface Welcome {
  user: User;
  state: unknown;
}

/** The sign-in form, the code sign-in path, and the greeting between signing in and going on. */
export function useSignIn() {
  const { state } = useAppLocation();
  // The new-password page hands the address over, so the shopper types only the new password.
  const form = useSchemaForm(signInSchema, { email: stateText(state, 'email'), password: '' });
  const [phase, setPhase] = useState<Phase>('idle');
  const [welcomed, setWelcomed] = useState<Welcome | null>(null);
  const finished = useRef(false);

  /** Takes the shopper on, once however many ways (button, timer) ask for it. */
  const goOn = useCallback((welcome: Welcome) => {
    if (finished.current) return;
    finished.current = true;
    finishSignIn(welcome.user, welcome.state);
  }, []);

  // The shell's guard leaves the sign-in page as soon as the session store says signed in, so the
  // store is told only once the greeting has been seen: after a moment, on Continue Shopping, or
  // when the shopper leaves first (then without taking them anywhere).
  useEffect(() => {
    if (!welcomed) return;
    const timer = setTimeout(() => goOn(welcomed), WELCOME_MS);
    return () => {
      clearTimeout(timer);
      if (!finished.current) {
        finished.current = true;
        signIn(welcomed.user);
      }
    };
  }, [welcomed, goOn]);

  async function signInWith({ email, password }: SignInValues) {
    if (phase !== 'idle' || welcomed) return;
    setPhase('signing-in');
    try {
      setWelcomed({ user: await login({ email, password }), state });
    } catch (error) {
      setPhase('idle');
      const failure = signInFailure(error);
      if (failure.kind === 'unverified') {
        toast.info(failure.message);
        navigate('/verification', { state: { email, ...carryFrom(state) } });
        return;
      }
      toast.error(failure.toast);
      if (failure.kind === 'refused' && failure.fieldError) {
        form.setError('email', { message: failure.fieldError });
        form.setError('password', { message: failure.fieldError });
      }
    }
  }

  async function sendCode() {
    if (phase !== 'idle' || welcomed || !(await form.trigger('email', { shouldFocus: true }))) return;
    const email = form.getValues('email').trim();
    setPhase('sending-code');
    try {
      const message = await sendLoginCode(email);
      if (message) toast.success(message);
      navigate('/verification', { state: { email, ...carryFrom(state) } });
    } catch (error) {
      setPhase('idle');
      toast.error(sendCodeFailure(error).toast);
    }
  }

  return { field: form.field, phase, welcomed, submit: form.handleSubmit(signInWith), sendCode, goOn };
}

import { Link } from '@shop/shared/navigation';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { submitClass, textLinkClass } from '../../app/form/link-styles';
import { PasswordField } from '../../app/form/password-field';
import { TextField } from '../../app/form/text-field';
import type { useSignIn } from '../hooks/use-sign-in';

/** E-mail and password, Forgot Password, and the one-time-code alternative. */
export function SignInForm({ signIn }: { signIn: ReturnType<typeof useSignIn> }) {
  const id = useId();
  const { values, errors, change, phase, submit, sendCode, emailRef, passwordRef } = signIn;
  return (
    <form noValidate onSubmit={submit} className="acc:space-y-5">
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => change('email', value)}
        error={errors.email}
        inputRef={emailRef}
      />
      <div>
        <PasswordField
          id={`${id}-password`}
          name="password"
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={(value) => change('password', value)}
          error={errors.password}
          inputRef={passwordRef}
        />
        <p className="acc:mt-2 acc:text-right acc:text-sm">
          <Link to="/forgotpassword" className={textLinkClass}>
            Forgot Password?
          </Link>
        </p>
      </div>
      <Button type="submit" busy={phase === 'signing-in'} disabled={phase !== 'idle'} className={submitClass}>
        {phase === 'signing-in' ? 'Signing In…' : 'Sign In'}
      </Button>
      <div className="acc:flex acc:items-center acc:gap-3 acc:text-xs acc:uppercase acc:text-slate-500">
        <span className="acc:h-px acc:flex-1 acc:bg-slate-200" />
        or
        <span className="acc:h-px acc:flex-1 acc:bg-slate-200" />
      </div>
      <Button variant="secondary" busy={phase === 'sending-code'} disabled={phase !== 'idle'} onClick={sendCode} className={submitClass}>
        Sign in with a one-time code instead
      </Button>
    </form>
  );
}

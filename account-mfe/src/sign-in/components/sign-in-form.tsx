import { PasswordField, TextField } from '@shop/shared/fields';
import { Link } from '@shop/shared/navigation';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { submitClass, textLinkClass } from '../../app/form/link-styles';
import type { useSignIn } from '../hooks/use-sign-in';

/** E-mail and password, Forgot Password, and the one-time-code alternative. */
export function SignInForm({ signIn }: { signIn: ReturnType<typeof useSignIn> }) {
  const id = useId();
  const { field, phase, submit, sendCode } = signIn;
  return (
    <form noValidate onSubmit={submit} className="acc:space-y-5">
      <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" {...field('email')} />
      <div>
        <PasswordField id={`${id}-password`} label="Password" autoComplete="current-password" {...field('password')} />
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

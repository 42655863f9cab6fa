import { TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useStaffSignIn } from './use-staff-sign-in';

/** Signs a staff member in on this page; the page shows itself once that is done. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { field, step, problem, sending, submit } = useStaffSignIn(onSignedIn);
  return (
    <div className="bo:mx-auto bo:max-w-sm bo:px-4 bo:py-12">
      <h1 className="bo:text-2xl bo:font-semibold bo:text-slate-900">Back office sign-in</h1>
      <p className="bo:mt-1 bo:text-sm bo:text-slate-600">For the shop’s staff. Shoppers sign in on the shop.</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="bo:mt-6 bo:space-y-4">
        <TextField id="staff-email" label="E-mail address" type="email" autoComplete="username" required {...field('email')} />
        <TextField id="staff-password" label="Password" type="password" autoComplete="current-password" required {...field('password')} />
        {step.kind === 'enrol' ? (
          <div className="bo:rounded-md bo:border bo:border-slate-300 bo:bg-white bo:p-3 bo:text-sm bo:text-slate-700">
            <p>Add the back office to your authenticator app with this key, then enter the code it shows.</p>
            <p className="bo:mt-2">
              Key: <code className="bo:font-mono bo:break-all">{step.secret}</code>
            </p>
            <a className="bo:mt-2 bo:inline-block bo:text-brand-700 bo:underline" href={step.otpauthUrl}>
              Open in an authenticator app
            </a>
          </div>
        ) : null}
        {step.kind !== 'password' ? (
          <TextField
            id="staff-code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...field('code')}
          />
        ) : null}
        {problem ? (
          <p role="alert" className="bo:text-sm bo:text-red-700">
            {problem}
          </p>
        ) : null}
        <Button type="submit" busy={sending} disabled={sending} className="bo:w-full">
          Sign In
        </Button>
      </form>
    </div>
  );
}

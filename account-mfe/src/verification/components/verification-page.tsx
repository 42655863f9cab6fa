import { Link } from '@shop/shared/navigation';
import type { PageProps } from '@shop/shared/page';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { AuthCard } from '../../app/form/auth-card';
import { submitClass, textLinkClass } from '../../app/form/link-styles';
import { MissingStateNotice } from '../../app/form/missing-state-notice';
import { OtpInput } from '../../app/one-time-code/otp-input';
import { ResendButton } from '../../app/one-time-code/resend-button';
import { useVerification } from '../hooks/use-verification';

/** /verification: the six-digit code mailed at sign-up or for code sign-in; a correct one signs in. */
export function VerificationPage(_props: PageProps) {
  const id = useId();
  const { email, digits, changeDigits, error, verifying, submit, resend, resending, secondsLeft } = useVerification();
  if (!email)
    return (
      <AuthCard title="Verify Your Email">
        <MissingStateNotice
          message="We could not tell which email address to verify. Please sign in again, and we will send you a new code."
          to="/signin"
          linkLabel="Back to Sign In"
        />
      </AuthCard>
    );
  return (
    <AuthCard
      title="Verify Your Email"
      intro={
        <>
          We sent a 6-digit code to <strong className="acc:text-slate-900">{email}</strong>. Enter it below to sign in; it is valid for 10
          minutes.
        </>
      }
      footer={
        <p>
          Wrong address?{' '}
          <Link to="/signup" className={textLinkClass}>
            Sign Up again
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="acc:space-y-5">
        <OtpInput id={`${id}-otp`} digits={digits} onChange={changeDigits} error={error} />
        <Button type="submit" busy={verifying} className={submitClass}>
          {verifying ? 'Verifying…' : 'Verify'}
        </Button>
      </form>
      <div className="acc:mt-4 acc:flex acc:items-center acc:justify-center acc:gap-1 acc:text-sm acc:text-slate-600">
        <span>Didn&apos;t get the code?</span>
        <ResendButton secondsLeft={secondsLeft} busy={resending} onResend={resend} />
      </div>
    </AuthCard>
  );
}

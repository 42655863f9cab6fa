import type { PageProps } from '@shop/shared/page';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { AuthCard } from '../../app/form/auth-card';
import { submitClass } from '../../app/form/link-styles';
import { MissingStateNotice } from '../../app/form/missing-state-notice';
import { OtpInput } from '../../app/one-time-code/otp-input';
import { ResendButton } from '../../app/one-time-code/resend-button';
import { RESET_MESSAGES } from '../../app/reset-messages';
import { useVerifyOtp } from '../hooks/use-verify-otp';

/** /verifyotp: the six-digit code from the reset mail, with Resend after the countdown. */
export function VerifyOtpPage(_props: PageProps) {
  const id = useId();
  const { email, digits, changeDigits, error, phase, submit, resend, resending, secondsLeft } = useVerifyOtp();
  return (
    <AuthCard
      title="Verify OTP"
      intro={
        email ? (
          <>
            We sent a 6-digit code to <strong className="acc:text-slate-900">{email}</strong>. It is valid for 10 minutes.
          </>
        ) : undefined
      }
    >
      {!email && <MissingStateNotice message={RESET_MESSAGES.noEmail} to="/forgotpassword" linkLabel="Back to Forgot Password" />}
      <form noValidate onSubmit={submit} className="acc:space-y-5">
        <OtpInput id={`${id}-otp`} digits={digits} onChange={changeDigits} error={error} disabled={phase === 'verified'} />
        <Button type="submit" busy={phase === 'verifying'} disabled={phase === 'verified'} className={submitClass}>
          {phase === 'verified' ? 'OTP verified!' : 'Submit OTP'}
        </Button>
      </form>
      <div className="acc:mt-4 acc:flex acc:items-center acc:justify-center acc:gap-1 acc:text-sm acc:text-slate-600">
        <span>Didn&apos;t get the code?</span>
        <ResendButton secondsLeft={secondsLeft} busy={resending} onResend={resend} />
      </div>
    </AuthCard>
  );
}

import type { PageProps } from '@shop/shared/page';
import { AuthCard } from '../../app/form/auth-card';
import { MissingStateNotice } from '../../app/form/missing-state-notice';
import { CodeEntry } from '../../app/one-time-code/code-entry';
import { RESET_MESSAGES } from '../../app/reset-messages';
import { useVerifyOtp } from '../hooks/use-verify-otp';

/** /verifyotp: the six-digit code from the reset mail, with Resend after the countdown. */
export function VerifyOtpPage(_props: PageProps) {
  const code = useVerifyOtp();
  const { email, verified } = code;
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
      <CodeEntry code={code} label={verified ? 'OTP verified!' : 'Submit OTP'} locked={verified} />
    </AuthCard>
  );
}

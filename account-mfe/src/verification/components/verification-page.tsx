import type { PageProps } from '@shop/shared/page';
import { AuthCard } from '../../app/form/auth-card';
import { FooterLink } from '../../app/form/footer-link';
import { MissingStateNotice } from '../../app/form/missing-state-notice';
import { CodeEntry } from '../../app/one-time-code/code-entry';
import { useVerification } from '../hooks/use-verification';

/** /verification: the six-digit code mailed at sign-up or for code sign-in; a correct one signs in. */
export function VerificationPage(_props: PageProps) {
  const code = useVerification();
  const { email } = code;
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
        <FooterLink question="Wrong address?" to="/signup">
          Sign Up again
        </FooterLink>
      }
    >
      <CodeEntry code={code} label={code.verifying ? 'Verifying…' : 'Verify'} />
    </AuthCard>
  );
}

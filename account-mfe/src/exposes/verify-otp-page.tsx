import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { VerifyOtpPage } from '../forgot-password/components/verify-otp-page';

export default function VerifyOtpPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <VerifyOtpPage {...props} />
    </AccountBoundary>
  );
}

import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { VerifyOtpPage } from '../forgot-password/components/verify-otp-page';

export default function VerifyOtpPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <VerifyOtpPage {...props} />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: VerifyOtpPageExposed }) satisfies PageModule<undefined>;

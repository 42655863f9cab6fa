import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { VerificationPage } from '../verification/components/verification-page';

export default function VerificationPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <VerificationPage {...props} />
    </AccountBoundary>
  );
}

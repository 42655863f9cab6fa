import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { VerificationPage } from '../verification/components/verification-page';

export default function VerificationPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <VerificationPage {...props} />
    </AccountBoundary>
  );
}

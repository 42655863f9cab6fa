import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { VerificationPage } from '../verification/components/verification-page';

export default function VerificationPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <VerificationPage {...props} />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: VerificationPageExposed }) satisfies PageModule<undefined>;

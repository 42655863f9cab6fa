import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { CompleteProfilePage } from '../complete-profile/components/complete-profile-page';

export default function CompleteProfilePageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <CompleteProfilePage {...props} />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: CompleteProfilePageExposed }) satisfies PageModule<undefined>;

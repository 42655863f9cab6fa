import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { ProfilePage } from '../profile/components/profile-page';

export default function ProfilePageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <ProfilePage />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: ProfilePageExposed }) satisfies PageModule<undefined>;

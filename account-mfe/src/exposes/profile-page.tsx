import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { ProfilePage } from '../profile/components/profile-page';

export default function ProfilePageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <ProfilePage />
    </AccountBoundary>
  );
}

import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { ProfilePage } from '../profile/components/profile-page';

export default function ProfilePageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <ProfilePage />
    </AccountBoundary>
  );
}

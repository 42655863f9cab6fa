import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { CompleteProfilePage } from '../complete-profile/components/complete-profile-page';

export default function CompleteProfilePageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <CompleteProfilePage {...props} />
    </AccountBoundary>
  );
}

import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { CompleteProfilePage } from '../complete-profile/components/complete-profile-page';

export default function CompleteProfilePageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <CompleteProfilePage {...props} />
    </AccountBoundary>
  );
}

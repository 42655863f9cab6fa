import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { DeleteAccountPage } from '../delete-account/components/delete-account-page';

export default function DeleteAccountPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <DeleteAccountPage {...props} />
    </AccountBoundary>
  );
}

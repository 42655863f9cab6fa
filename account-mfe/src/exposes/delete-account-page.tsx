import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { DeleteAccountPage } from '../delete-account/components/delete-account-page';

export default function DeleteAccountPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <DeleteAccountPage {...props} />
    </AccountBoundary>
  );
}

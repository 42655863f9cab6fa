import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { DeleteAccountPage } from '../delete-account/components/delete-account-page';

export default function DeleteAccountPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <DeleteAccountPage {...props} />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: DeleteAccountPageExposed }) satisfies PageModule<undefined>;

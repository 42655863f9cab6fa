import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { NewPasswordPage } from '../forgot-password/components/new-password-page';

export default function NewPasswordPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <NewPasswordPage {...props} />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: NewPasswordPageExposed }) satisfies PageModule<undefined>;

import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { ForgotPasswordPage } from '../forgot-password/components/forgot-password-page';

export default function ForgotPasswordPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <ForgotPasswordPage {...props} />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: ForgotPasswordPageExposed }) satisfies PageModule<undefined>;

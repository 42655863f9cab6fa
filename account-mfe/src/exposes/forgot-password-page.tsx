import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { ForgotPasswordPage } from '../forgot-password/components/forgot-password-page';

export default function ForgotPasswordPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <ForgotPasswordPage {...props} />
    </AccountBoundary>
  );
}

import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { ForgotPasswordPage } from '../forgot-password/components/forgot-password-page';

export default function ForgotPasswordPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <ForgotPasswordPage {...props} />
    </AccountBoundary>
  );
}

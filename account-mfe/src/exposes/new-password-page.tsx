import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { NewPasswordPage } from '../forgot-password/components/new-password-page';

export default function NewPasswordPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <NewPasswordPage {...props} />
    </AccountBoundary>
  );
}

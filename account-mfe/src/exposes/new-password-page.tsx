import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { NewPasswordPage } from '../forgot-password/components/new-password-page';

export default function NewPasswordPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <NewPasswordPage {...props} />
    </AccountBoundary>
  );
}

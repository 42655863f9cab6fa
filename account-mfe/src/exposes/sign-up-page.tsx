import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { SignUpPage } from '../sign-up/components/sign-up-page';

export default function SignUpPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <SignUpPage {...props} />
    </AccountBoundary>
  );
}

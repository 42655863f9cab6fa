import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { SignInPage } from '../sign-in/components/sign-in-page';

export default function SignInPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <SignInPage {...props} />
    </AccountBoundary>
  );
}

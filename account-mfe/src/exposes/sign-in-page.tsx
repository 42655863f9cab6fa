import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { SignInPage } from '../sign-in/components/sign-in-page';

export default function SignInPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <SignInPage {...props} />
    </AccountBoundary>
  );
}
